if (typeof window !== 'undefined') {
  // A screen test's findBy… waits for what the screen shows after its reads. Testing Library's default
  // of one second fails a correct test when the machine is busy (npm test runs this lane beside the
  // stack's start, and two workers share two cores): passing tests are as fast as before, a failing
  // one reports after five seconds. Imported here only: a file of plain Node would load it for nothing.
  const { configure } = await import('@testing-library/dom');
  configure({ asyncUtilTimeout: 5000 });

  // Screen tests have no server: a request that no test answers with its own stub fails at once.
  // happy-dom would otherwise send the page's relative requests to a real socket (localhost:3000).
  globalThis.fetch = () => Promise.reject(new TypeError('Nessuna rete nei test dei componenti'));

  // The DOM has no ResizeObserver, which @mui/x-charts' containers use to follow their width: the
  // charts' screen tests render them at no size, with their tables for screen readers.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
}

export {};
