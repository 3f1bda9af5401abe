/** A header value from user input on one line: CR, LF and other control characters become spaces. */
export const oneLine = (value: string) =>
  value
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .trim();
