import { useEffect, useRef, useState } from 'react';
import 'leaflet/dist/leaflet.css';
import type { CircleMarker, Map as LeafletMap } from 'leaflet';
import { toPersianDigits } from '@/lib/digits';
import styles from './Provider.module.css';

interface Props {
  /** The tile server's URL template (MAP_TILE_URL), e.g. https://tiles.example.ir/{z}/{x}/{y}.png. */
  tiles: string;
  lat: number | null;
  lng: number | null;
  /** A click on the map sets the branch's coordinates. */
  onPick: (lat: number, lng: number) => void;
}

/** Tehran, where the map opens while a branch has no coordinates yet. */
const TEHRAN: [number, number] = [35.7, 51.4];

/**
 * The branch's location on the configured tile server's map (Leaflet, loaded only on this screen): a marker
 * at the coordinates, a click moves it. When tiles cannot be loaded the coordinates are shown as text.
 */
export default function LocationMap({ tiles: tileUrl, lat, lng, onPick }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<LeafletMap | null>(null);
  const marker = useRef<CircleMarker | null>(null);
  const pick = useRef(onPick);
  const [tilesFailed, setTilesFailed] = useState(false);
  useEffect(() => {
    pick.current = onPick;
  });

  useEffect(() => {
    let cancelled = false;
    void import('leaflet').then((L) => {
      if (cancelled || !box.current || map.current) return;
      const m = L.map(box.current, {
        center: lat !== null && lng !== null ? [lat, lng] : TEHRAN,
        zoom: lat !== null ? 16 : 11,
        attributionControl: true,
      });
      m.attributionControl.setPrefix(false);
      const tiles = L.tileLayer(tileUrl, { maxZoom: 19, attribution: '© OpenStreetMap' });
      let loaded = false;
      tiles.on('tileload', () => {
        loaded = true;
        setTilesFailed(false);
      });
      tiles.on('tileerror', () => {
        if (!loaded) setTilesFailed(true);
      });
      tiles.addTo(m);
      m.on('click', (e) => pick.current(Math.round(e.latlng.lat * 1e6) / 1e6, Math.round(e.latlng.lng * 1e6) / 1e6));
      map.current = m;
      marker.current = L.circleMarker(TEHRAN, {
        radius: 9,
        color: '#7a4b00',
        weight: 3,
        fillColor: '#f0a030',
        fillOpacity: 0.9,
      });
      if (lat !== null && lng !== null) marker.current.setLatLng([lat, lng]).addTo(m);
    });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
    };
    // The map is made once; later coordinates move the marker (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const m = map.current;
    const mk = marker.current;
    if (!m || !mk) return;
    if (lat === null || lng === null) {
      mk.remove();
      return;
    }
    mk.setLatLng([lat, lng]);
    if (!m.hasLayer(mk)) mk.addTo(m);
    if (!m.getBounds().contains([lat, lng])) m.panTo([lat, lng]);
  }, [lat, lng]);

  const text =
    lat !== null && lng !== null
      ? `عرض ${toPersianDigits(String(lat))}، طول ${toPersianDigits(String(lng))}`
      : 'مختصاتی ثبت نشده است.';
  return (
    <div className={styles.mapWrap}>
      <div
        ref={box}
        className={styles.map}
        role="application"
        aria-label="نقشه موقعیت شعبه؛ برای تعیین موقعیت روی نقشه کلیک کنید"
        data-testid="location-map"
      />
      <p className={styles.mapText} data-testid="map-text">
        {tilesFailed
          ? `نقشه بارگذاری نشد. موقعیت شعبه: ${text}`
          : `موقعیت فعلی: ${text} (برای جابه‌جایی روی نقشه کلیک کنید)`}
      </p>
    </div>
  );
}
