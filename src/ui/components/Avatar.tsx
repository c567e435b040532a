import { useState } from 'react';
import { avatarFor } from '../../domain/avatar';
import { safeHref } from '../../domain/navigation';

/** The user's photo, or their initials on the domain's colours when there is no photo or it fails to load. */
export function Avatar({ name, email, photoURL }: { name: string | null; email: string | null; photoURL: string | null }) {
  const [hasPhotoFailed, setPhotoFailed] = useState(false);
  const photo = photoURL && /^https?:/i.test(photoURL) ? safeHref(photoURL) : null;
  if (photo && !hasPhotoFailed) {
    return (
      <img
        className="tabiji-avatar"
        src={photo}
        alt=""
        width={36}
        height={36}
        referrerPolicy="no-referrer"
        onError={() => setPhotoFailed(true)}
      />
    );
  }
  const { initials, background, foreground } = avatarFor({ name, email });
  return (
    <span className="tabiji-avatar tabiji-avatar--initials" style={{ background, color: foreground }} aria-hidden="true">
      {initials}
    </span>
  );
}
