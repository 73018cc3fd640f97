import './content.check';

export { pages } from './pages';
