/** A field's message, referenced by its input's aria-describedby; nothing when there is none. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="tf-form__error">
      {message}
    </p>
  );
}
