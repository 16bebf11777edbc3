import type { Stars } from "@domain/reviews";

/**
 * What the demo buyers wrote about goods they received, by stars: the voice of a shopkeeper ordering stock, a few in
 * Hindi. Picked in turn by demo-reviews.ts.
 */
export const DEMO_REVIEW_TEXTS: Record<Stars, { title: string; body: string }[]> = {
  5: [
    { title: "Exactly as shown, sold out in a week", body: "Quality matches the photos and the carton count was correct. Our customers liked it, reordering for the festive season." },
    { title: "बहुत बढ़िया माल", body: "माल समय पर मिला, पैकिंग मज़बूत थी और एक भी पीस खराब नहीं निकला। दाम भी ठीक लगे। अगला ऑर्डर भी यहीं से देंगे।" },
    { title: "Good margin item", body: "Rate is better than our local wholesaler and the finish is good. GST invoice came with the consignment, no follow-up needed." },
    { title: "Reliable supplier", body: "Third order with them. Consistent quality, proper packing, and they picked up the phone when we called about delivery." },
    { title: "Value for money", body: "Bought the minimum quantity to try. Every piece was in order. Will take double next time." },
    { title: "पैसा वसूल", body: "क्वालिटी अच्छी है, ग्राहकों को पसंद आया। डिलीवरी ट्रैकिंग भी सही मिली।" },
  ],
  4: [
    { title: "Good quality, packing could be better", body: "Product is good and as described. Two outer cartons were a little crushed, but nothing inside was damaged." },
    { title: "Happy with the lot", body: "Sizes and colours as ordered. One day later than the estimate, otherwise no complaints." },
    { title: "Decent, fair price", body: "Finish is slightly different from the photo but our customers did not mind. Would buy again." },
    { title: "अच्छा है", body: "माल ठीक है, बस डिलीवरी में एक दिन ज़्यादा लगा। बाकी सब सही।" },
    { title: "Recommended for retailers", body: "Moves well at our counter. Invoice and e-way bill were in order." },
  ],
  3: [
    { title: "Average, mixed lot", body: "Most pieces fine but about 5% had small defects. Seller agreed to adjust in the next order." },
    { title: "OK for the price", body: "Not the best quality we have seen, but acceptable for this rate. Delivery took longer than promised." },
    { title: "ठीक-ठाक", body: "माल चल जाएगा, पर फोटो जैसा चमकदार नहीं है। पैकिंग बेहतर हो सकती थी।" },
  ],
  2: [
    { title: "Late and short by one carton", body: "Delivered a week after the promised date and one carton was short. Seller sent it later, but we missed our sale." },
    { title: "Quality not consistent", body: "The second batch was thinner than the sample. Had to sell at a discount." },
  ],
  1: [
    { title: "Not as described", body: "Colour and material were different from the listing. Raised a return, still waiting for a clear answer." },
  ],
};

/** The sellers' public answers: thanks for the good ones, an apology and a remedy for the rest. */
export const DEMO_SELLER_REPLIES = {
  good: [
    "Thank you for your order and kind words. Happy to serve you again this season.",
    "धन्यवाद! आपके अगले ऑर्डर का इंतज़ार रहेगा।",
    "Thank you. We have noted your feedback on packing and now use five-ply cartons.",
  ],
  poor: [
    "Sorry for the trouble. We have checked the batch and will replace the defective pieces with your next consignment.",
    "We apologise for the delay: our transporter missed the pickup. Please call us on the number on the invoice, we will make it right.",
    "असुविधा के लिए खेद है। हमारी टीम आपसे संपर्क करके बदलाव करवा देगी।",
  ],
};
