export { pages } from './pages';
