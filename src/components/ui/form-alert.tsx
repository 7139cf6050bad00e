/** A form's error that is announced as it appears (role alert); nothing while there is none. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  return message ? (
    <p className="form-error" role="alert">
      {message}
    </p>
  ) : null;
}
