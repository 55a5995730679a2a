import { UserIcon } from "#app/components/icons";

/** The user's avatar at 2rem, rounded; initials-free fallback icon when none is set. */
export function Avatar({ src, name }: { src: string | null; name: string }) {
  if (!src) {
    return (
      <span className="flex size-8 items-center justify-center rounded-full bg-subtle text-muted">
        <UserIcon />
      </span>
    );
  }
  return <img src={src} alt={name} width={32} height={32} className="size-8 rounded-full object-cover" />;
}
