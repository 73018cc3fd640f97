/** GET /api/use-cases/:slug */
import { Router } from 'express';
import { createUseCaseController } from './controller';
import type { UseCaseService } from './service';

export function createUseCaseRouter({ service }: { service: UseCaseService }): Router {
  const controller = createUseCaseController(service);
  const router = Router();
  router.get('/:slug', controller.show);
  return router;
}
