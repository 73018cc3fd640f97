// ES2025 iterator helpers (Iterator.prototype.map, filter, …) for Node 20, which lacks them.
// Lighthouse 13 calls them in a few audits; loaded only by the benchmark before Lighthouse.
const IteratorPrototype = Object.getPrototypeOf(Object.getPrototypeOf([][Symbol.iterator]()));

function* mapGen(it, fn) {
  let i = 0;
  for (const v of { [Symbol.iterator]: () => it }) yield fn(v, i++);
}
function* filterGen(it, fn) {
  let i = 0;
  for (const v of { [Symbol.iterator]: () => it }) if (fn(v, i++)) yield v;
}
function* flatMapGen(it, fn) {
  let i = 0;
  for (const v of { [Symbol.iterator]: () => it }) yield* fn(v, i++);
}
function* takeGen(it, n) {
  if (n <= 0) return;
  let left = n;
  for (const v of { [Symbol.iterator]: () => it }) {
    yield v;
    if (--left <= 0) return;
  }
}
function* dropGen(it, n) {
  let left = n;
  for (const v of { [Symbol.iterator]: () => it }) {
    if (left > 0) {
      left--;
      continue;
    }
    yield v;
  }
}

const helpers = {
  map(fn) {
    return mapGen(this, fn);
  },
  filter(fn) {
    return filterGen(this, fn);
  },
  flatMap(fn) {
    return flatMapGen(this, fn);
  },
  take(n) {
    return takeGen(this, n);
  },
  drop(n) {
    return dropGen(this, n);
  },
  toArray() {
    return Array.from({ [Symbol.iterator]: () => this });
  },
  forEach(fn) {
    let i = 0;
    for (const v of { [Symbol.iterator]: () => this }) fn(v, i++);
  },
  some(fn) {
    let i = 0;
    for (const v of { [Symbol.iterator]: () => this }) if (fn(v, i++)) return true;
    return false;
  },
  every(fn) {
    let i = 0;
    for (const v of { [Symbol.iterator]: () => this }) if (!fn(v, i++)) return false;
    return true;
  },
  find(fn) {
    let i = 0;
    for (const v of { [Symbol.iterator]: () => this }) if (fn(v, i++)) return v;
    return undefined;
  },
  reduce(fn, ...init) {
    let i = 0;
    let acc = init[0];
    let started = init.length > 0;
    for (const v of { [Symbol.iterator]: () => this }) {
      if (!started) {
        acc = v;
        started = true;
      } else acc = fn(acc, v, i);
      i++;
    }
    if (!started) throw new TypeError('Reduce of empty iterator with no initial value');
    return acc;
  },
};

for (const [name, fn] of Object.entries(helpers)) {
  if (!(name in IteratorPrototype)) Object.defineProperty(IteratorPrototype, name, { value: fn, writable: true, configurable: true });
}
