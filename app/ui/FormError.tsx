/** A form's error, read out when it appears (role=alert); nothing when there is none. */
export function FormError({ children }: { children: string | null | undefined }) {
  if (!children) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {children}
    </p>
  );
}
