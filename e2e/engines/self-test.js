// The observers' self-test page (served by the capture proxy): every kind of problem the suite must
// notice, happening while the page is still being parsed.
console.error('self-test: console error');
console.warn('self-test: console warning');
Promise.reject(new Error('self-test: unhandled rejection'));
throw new Error('self-test: uncaught error');
