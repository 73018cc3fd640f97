/** The one response envelope of the POST endpoints. Browser-safe. */
import * as z from 'zod/mini';

export const apiSuccessSchema = z.object({ success: z.literal(true) });
export const apiErrorSchema = z.object({ success: z.literal(false), error: z.string() });

export type ApiSuccess = z.infer<typeof apiSuccessSchema>;
export type ApiError = z.infer<typeof apiErrorSchema>;
export type ApiResponse = ApiSuccess | ApiError;
