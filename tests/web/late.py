"""A weak network at the table, for a page's init script: every answer of the API 600 ms late."""

LATE_ANSWERS = """
(() => {
  const real = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    if (String(input.url || input).includes('/v1/')) await new Promise((done) => setTimeout(done, 600));
    return real(input, init);
  };
})();
"""
