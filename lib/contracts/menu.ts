export type DisplayType = 'cafe' | 'sharedWorkspace';
export type PaymentType = 'pos' | 'wallet' | 'bank';

export interface ProviderView {
  _id: string;
  providerId: string;
  name: string;
  branch: string;
  address: string;
  displayType: DisplayType[];
  staticPhone: string;
  phone: string;
  email: string;
  openingTime: string;
  closingTime: string;
  location: { type: 'Point'; coordinates: [number, number] };
  paymentTypes: PaymentType[];
  hasRules: boolean;
  rules: string;
  active: boolean;
}

export interface ItemView {
  _id: string;
  categoryId: string;
  providerId: string;
  title: string;
  description: string;
  cover: string | null;
  price: number;
  reductionPrice: number;
  available: boolean;
  active: boolean;
  status: 'active' | 'inactive';
  visible: boolean;
  hasMembershipDiscount: boolean;
  kind: 'cafe' | 'space';
}

export interface CategoryView {
  _id: string;
  providerId: string;
  title: string;
  kind: 'cafe' | 'space';
  index: number;
  active: boolean;
}

export interface MenuCategoryView extends CategoryView {
  items: ItemView[];
}
