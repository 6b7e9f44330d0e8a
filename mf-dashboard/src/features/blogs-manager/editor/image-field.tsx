import { useId, useRef, useState, type ChangeEvent } from 'react';
import type { BlogImage } from '@clinic/contracts/entities/blog';
import { BLOG_IMAGE } from '@clinic/contracts/schemas/blog';
import { IMAGE_TYPE_ERROR, isAcceptedImage, type ChosenImage } from '../blog-form-values';

interface ImageFieldProps {
  keptImage: BlogImage | null;
  chosenImage: ChosenImage | null;
  onChoose: (image: ChosenImage) => void;
  onRemove: () => void;
}

/** A data URL needs no revoking, so the preview survives StrictMode's double effects. */
function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.addEventListener('load', () => resolve(String(reader.result)));
    reader.addEventListener('error', () => reject(reader.error ?? new Error('unreadable')));
    reader.readAsDataURL(file);
  });
}

/** Image upload (product §2, §5): image files only, a preview, remove, and the 1 MB hint. */
export function ImageField({ keptImage, chosenImage, onChoose, onRemove }: ImageFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = chosenImage
    ? { url: chosenImage.previewUrl, width: 320, height: 180 }
    : keptImage
      ? { url: keptImage.url, width: keptImage.width ?? 320, height: keptImage.height ?? 180 }
      : null;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    if (!isAcceptedImage(file)) {
      input.value = '';
      setError(IMAGE_TYPE_ERROR);
      return;
    }
    setError(null);
    try {
      onChoose({ file, previewUrl: await readAsDataUrl(file) });
    } catch {
      input.value = '';
      setError('That file could not be read. Please choose another image.');
    }
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    onRemove();
    inputRef.current?.focus();
  }

  return (
    <div className="bm-field bm-image-field">
      <label htmlFor={`${id}-input`}>Image</label>
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="file"
        accept={BLOG_IMAGE.accept}
        onChange={(event) => void onChange(event)}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-hint`} className="bm-hint">
        JPEG, PNG or WebP, preferably under 1 MB.
      </p>
      {error && (
        <p id={`${id}-error`} className="bm-error" role="alert">
          {error}
        </p>
      )}
      {preview && (
        <div className="bm-image-field__preview">
          <img
            src={preview.url}
            alt="Preview of the blog image"
            width={preview.width}
            height={preview.height}
          />
          <button type="button" className="dash-button dash-button--secondary" onClick={remove}>
            Remove image
          </button>
        </div>
      )}
    </div>
  );
}
