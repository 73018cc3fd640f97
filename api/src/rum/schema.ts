/**
 * The beacon's events as the API checks them: the contract's schemas (@meranti/contract/rum-beacon,
 * which the shell's telemetry client builds beacons with) with each event's route held to the
 * route table's patterns of built pages.
 */
import { type RumArea, rumEventSchemas } from '@meranti/contract/rum-beacon';
import { type RouteEntry, routes } from '@meranti/platform/routes';

/** The route table's patterns of built pages, and the area each belongs to. */
const AREA_OF_ROUTE: ReadonlyMap<string, RumArea> = new Map(
  Object.values(routes as Record<string, RouteEntry>)
    .filter((r) => r.built)
    .map((r) => [r.path, r.area]),
);
export const routePatterns = (): string[] => [...AREA_OF_ROUTE.keys()];
export const areaOfRoute = (route: string): RumArea | undefined => AREA_OF_ROUTE.get(route);

/** An event of a beacon: one of the three kinds, on a route of the table. */
export const { rumEvent } = rumEventSchemas((route) => AREA_OF_ROUTE.has(route));
