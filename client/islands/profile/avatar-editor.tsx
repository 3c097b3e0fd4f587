import { useCallback, useState, type ComponentType } from 'react';
import EasyCrop, { type Area, type CropperProps } from 'react-easy-crop';

// The package is CommonJS with an ESM build: the browser's bundle gets the component as the default export,
// Node (server rendering) gets module.exports, whose `default` is the component.
const Cropper = ((EasyCrop as unknown as { default?: unknown }).default ?? EasyCrop) as ComponentType<Partial<CropperProps>>;
import { AVATAR } from '../../../contracts/profile.ts';
import type { ProfileWords } from './profile-words.ts';

/** Draws the chosen square of the image onto a 150x150 canvas (white where the image does not reach) as a PNG. */
async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const image = new Image();
  image.src = src;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR.size;
  canvas.height = AVATAR.size;
  const ctx = canvas.getContext('2d')!;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, AVATAR.size, AVATAR.size);
  const scale = AVATAR.size / area.width;
  ctx.drawImage(image, -area.x * scale, -area.y * scale, image.naturalWidth * scale, image.naturalHeight * scale);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('crop failed'))), 'image/png'));
}

/**
 * The avatar editor: the chosen picture under a round frame (a 20 px border around the 150 px crop), zoom
 * between 0.1 and 2 (the image may be smaller than the frame), dragged into place; "Use this picture"
 * hands over a 150x150 PNG.
 */
export function AvatarEditor({ src, onDone, onCancel, words: { t } }: { src: string; onDone: (png: Blob) => void; onCancel: () => void; words: ProfileWords }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [busy, setBusy] = useState(false);
  const complete = useCallback((_: Area, pixels: Area) => setArea(pixels), []);
  const frame = AVATAR.size + 2 * AVATAR.border;
  return (
    <div className="avatar-editor" data-testid="avatar-editor">
      <div className="avatar-crop" style={{ width: frame, height: frame }}>
        <Cropper image={src} crop={crop} zoom={zoom} aspect={1} cropShape="round" cropSize={{ width: AVATAR.size, height: AVATAR.size }}
          minZoom={AVATAR.minZoom} maxZoom={AVATAR.maxZoom} restrictPosition={false} showGrid={false} zoomSpeed={0.1}
          onCropChange={setCrop} onZoomChange={setZoom} onCropComplete={complete} />
      </div>
      <label className="avatar-zoom">
        {t('profile.edit.zoom')}
        <input type="range" min={AVATAR.minZoom} max={AVATAR.maxZoom} step={0.05} value={zoom} onChange={(e) => setZoom(Number(e.target.value))}
          aria-valuetext={`${Math.round(zoom * 100)}%`} />
      </label>
      <div className="form-actions">
        <button type="button" className="btn btn-primary" disabled={!area || busy} data-testid="avatar-use"
          onClick={async () => { setBusy(true); onDone(await cropToBlob(src, area!)); }}>{t('profile.edit.usePicture')}</button>
        <button type="button" className="btn btn-light" onClick={onCancel}>{t('profile.edit.cancel')}</button>
      </div>
    </div>
  );
}
