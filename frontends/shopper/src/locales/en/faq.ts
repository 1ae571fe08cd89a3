const faq = {
  title: 'Help & FAQ',
  intro: 'Answers to the questions shoppers ask most.',
  items: [
    { q: 'How long does delivery take?', a: 'Orders arrive in 2-7 business days, depending on where you live. You can follow every step on the order page.' },
    { q: 'Can I return an item?', a: 'Yes. Within 7 days of receiving it, ask for a return from the order page. The seller must approve the return and the refund; then you send the goods back and the refund is paid. Returns are free.' },
    { q: 'What if my item is faulty?', a: 'Every item has a 15-day replacement guarantee: if it is faulty or not as described, ask for a replacement within 15 days of receiving it.' },
    { q: 'My warranty has expired. Can I still get help?', a: 'Yes. Items whose warranty has expired can still use the return policy above.' },
    { q: 'How do I pay?', a: 'You pay from your balance, which you can top up with a recharge. Prices are in rupiah (Rp) and include the fees shown at checkout.' },
    { q: 'Which languages can I use?', a: 'Bahasa Indonesia, English and Chinese. Change the language in the header or in your account; we remember your choice on this device.' },
    { q: 'How do I open a store?', a: 'Any user can apply to become a merchant from the account page. Once the application is approved you can list products and manage orders.' },
  ],
};

export type FaqTexts = typeof faq;
export default faq;
