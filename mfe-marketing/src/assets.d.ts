/// <reference types="vite/client" />
// Typed imports of the area's own images (`import src from './visuals/hero.svg'`): their built address.
