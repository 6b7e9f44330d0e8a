import { clinic } from '@clinic/shared/config/clinic';

export default function GalleryPage() {
  return (
    <main id="main" className="content-page">
      <h1>Image Gallery of {clinic.doctor.name}</h1>
    </main>
  );
}
