// Types of ./budgets.mjs for the TypeScript that imports it (the shell's prefetching reads
// PREFETCH_BUDGET): one place for every byte budget.
export declare const MAX_FIRST_LOAD: number;
export declare const TARGET_FIRST_LOAD: number;
export declare const AREA_BUDGETS: readonly { readonly area: string; readonly reference: string; readonly slack: number }[];
export declare const PREFETCH_BUDGET: number;
