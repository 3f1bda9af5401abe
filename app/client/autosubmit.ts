/** A field marked data-autosubmit sends its form when its value is changed (a typed quantity); without JavaScript, Enter does. */
export function enhanceAutoSubmit() {
  document.addEventListener('change', (e) => {
    const field = e.target as HTMLInputElement;
    if (field.matches?.('[data-autosubmit]') && field.form && field.checkValidity()) field.form.requestSubmit();
  });
}
