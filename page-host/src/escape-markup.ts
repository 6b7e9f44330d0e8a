/** Text made safe inside XML or HTML, in an element or a quoted attribute. */
export const escapeMarkup = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[c]};`,
  );
