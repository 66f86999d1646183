export declare const TEMPLATE_VENDOR_FILE: string;
export declare function buildTemplateVendor(): Promise<void>;
