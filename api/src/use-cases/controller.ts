/** HTTP ↔ service for GET /api/use-cases/:slug. */
import type { Request, Response } from 'express';
import type { UseCaseService } from './service';

export function createUseCaseController(service: UseCaseService) {
  return {
    show(req: Request<{ slug: string }>, res: Response): void {
      const record = service.findBySlug(req.params.slug);
      if (record === undefined) {
        res.status(404).json({ success: false, error: 'Use case not found' });
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json({ data: record });
    },
  };
}
