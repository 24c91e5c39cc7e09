// node-postgres's own conversion of a query parameter to the text it sends (its types package leaves lib/utils out).
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
