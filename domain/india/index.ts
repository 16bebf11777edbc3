export * from "./gst-state-codes";
export * from "./gstin";
export * from "./ifsc";
export * from "./mobile";
export * from "./pan";
export * from "./pin-code";
export * from "./states";
