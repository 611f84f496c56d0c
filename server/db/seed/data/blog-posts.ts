export interface DemoBlogPost {
  slug: string;
  title: string;
  /** Email of the author's account. */
  author: string;
  excerpt: string;
  /** Paragraphs separated by blank lines; '## ' starts a heading line, '- ' a list item. */
  body: string;
  cover: string;
  /** Days before the seed date; null for a draft. */
  publishedDaysAgo: number | null;
  createdDaysAgo: number;
}

export const DEMO_BLOG_POSTS: readonly DemoBlogPost[] = [
  {
    slug: "absd-explained-for-singapore-buyers",
    title: "ABSD Explained: What Singapore Buyers Pay on Their Second Property",
    author: "master@demo.sg",
    excerpt: "Additional Buyer's Stamp Duty decides whether a second home makes sense. Here is how it works, who pays what, and the timing rules that catch buyers out.",
    cover: "cover-01",
    publishedDaysAgo: 4,
    createdDaysAgo: 6,
    body: `Additional Buyer's Stamp Duty (ABSD) is the single biggest number in most second-property decisions. It is charged on top of the ordinary Buyer's Stamp Duty, on the purchase price or market value, whichever is higher, and it is payable within 14 days of signing the Option to Purchase or the Sale and Purchase Agreement.

## Who pays what

At the time of writing, the rates set by IRAS are:

- Singapore Citizens: no ABSD on the first residential property, 20% on the second and 30% on the third and subsequent ones.
- Singapore Permanent Residents: 5% on the first, 30% on the second and 35% on the third and subsequent ones.
- Foreigners: 60% on any residential property.
- Entities and trusts: 65%, with a further 5% for housing developers that is not remissible.

Rates change with cooling measures, so always check the current table on the IRAS website before you commit.

## Married couples and the "decoupling" question

A married couple buying together pays the ABSD rate of the buyer with the highest applicable profile. Two Singaporeans who already own one home between them pay 20% on the next one. Some couples restructure ownership so that one spouse holds no property, but the rules on sale between spouses and the Seller's Stamp Duty make this a decision for a lawyer, not a weekend spreadsheet.

## The refund for upgraders

Married couples with at least one Singapore Citizen spouse, buying a replacement home, can claim an ABSD refund if they sell their first property within six months of the new home's completion (for a new launch, the date of TOP or CSC, whichever comes first) or of the purchase (for a completed home). Miss the window by a day and the refund is gone, so plan the sale of the old flat before you book the new launch.

## What this means for you

If you are upgrading, budget the full ABSD in cash or CPF on day one even if you expect a refund: the refund comes later. If you are investing, run the numbers with ABSD included and compare the net rental yield with what the same capital earns elsewhere. Our consultants are happy to prepare the sums with you.`,
  },
  {
    slug: "from-launch-to-top-the-condo-timeline",
    title: "From Launch to TOP: Understanding the New Condo Timeline",
    author: "leader@demo.sg",
    excerpt: "Booking fee, exercise of option, progressive payments, TOP and CSC: the milestones between showflat and keys, and what you pay at each.",
    cover: "cover-03",
    publishedDaysAgo: 11,
    createdDaysAgo: 13,
    body: `Buying an uncompleted condominium is a three- to four-year journey. Knowing the milestones helps you plan your cash, your CPF and your current home's sale.

## Booking and the Option to Purchase

On launch day you pay a booking fee of 5% of the price and receive the Option to Purchase. The developer then sends the Sale and Purchase Agreement, which you have three weeks to sign. Stamp duties are due within 14 days of exercising the option.

## The progressive payment scheme

Most new launches use the standard progressive payment scheme, where each payment follows a construction milestone:

- 20% on signing, including the 5% booking fee
- 10% when the foundation is completed
- 10% for the reinforced concrete framework
- 5% each for partition walls, roofing and ceiling, electrical and plumbing work, and roads and car parks
- 25% at TOP
- 15% at CSC

Your bank loan starts to disburse from the foundation stage, so interest payments begin small and grow as construction progresses.

## TOP and CSC

The Temporary Occupation Permit (TOP) is issued when the building is safe to occupy; you collect your keys and start the defects liability period, usually 12 months. The Certificate of Statutory Completion (CSC) follows once every remaining requirement is met, and the strata titles are issued after that.

## Planning tip

If you are selling an HDB flat to fund the purchase, map your flat's Minimum Occupation Period and your sale timeline against the TOP date early. A six-month gap in either direction changes the stamp duty and the bridging loan you need.`,
  },
  {
    slug: "en-bloc-explained-how-collective-sales-work",
    title: "En Bloc Explained: How Collective Sales Work in Singapore",
    author: "leader@demo.sg",
    excerpt: "What the 80% and 90% thresholds mean, how sale proceeds are shared and what owners should consider before signing.",
    cover: "cover-04",
    publishedDaysAgo: 26,
    createdDaysAgo: 30,
    body: `An en bloc, or collective sale, happens when owners in an existing development agree to sell the whole site to a developer. For older condominiums on large plots, it can unlock a significant premium over individual resale prices.

## The consent thresholds

Under the Land Titles (Strata) Act, a development that is ten years old or more needs owners holding at least 80% of the share value and 80% of the strata area to agree. For developments younger than ten years, the threshold is 90%. Once the threshold is reached, the application goes to the Strata Titles Boards, which checks that the sale is in good faith and that minority owners are treated fairly.

## How the money is shared

The sale committee proposes an apportionment method, usually by share value, strata area or a mix of both. Larger units and penthouses typically receive more, but the exact formula is in the Collective Sale Agreement that every owner signs, so read it carefully.

## Questions to ask before you sign

- What will a replacement home of the same size cost in the same area, after stamp duties?
- How long will you need temporary accommodation between handover and your next home?
- Does the sale committee have a clear timeline and an independent valuation?

An en bloc windfall feels large until you price your replacement home. Speak to a consultant about your next purchase before the sale closes, not after.`,
  },
  {
    slug: "showflat-visit-checklist",
    title: "Showflat Visit Checklist: 12 Things to Look For",
    author: "agent@demo.sg",
    excerpt: "Showflats are designed to impress. These are the questions and measurements that tell you what you are really buying.",
    cover: "cover-06",
    publishedDaysAgo: 18,
    createdDaysAgo: 20,
    body: `A showflat is a sales tool: lighting, mirrors and furniture sized to make rooms look larger. Bring this checklist and a measuring tape.

## In the unit

- Compare the floor plan's strata area with the internal area. Balconies, air-con ledges and bay windows count in the price but not in your living space.
- Ask which fittings are not included. Showflats often display upgrades such as feature walls and loose furniture.
- Check the ceiling height in the living room and in the bedrooms; they are not always the same.
- Look at where the air-con ledge and the household shelter sit; they decide where your furniture goes.

## The stack and the facing

- Ask for the site plan and find your stack. Note which side faces the afternoon sun (west) and what the view will be once neighbouring plots are built.
- Find the refuse chute, the substation and the basement ramp; units next to them are usually cheaper for a reason.

## The numbers

- Get the price list for your shortlisted units and the price per square foot of each.
- Ask for the payment scheme options and any early-bird discount's expiry date.
- Ask how many units have been sold in your preferred stack.
- Confirm the expected TOP date and the maintenance fee estimate.

## After the visit

Walk the neighbourhood at the time of day you would commute. The showflat is usually not where the condominium will be built, and the real site tells you more than the model.`,
  },
  {
    slug: "district-guide-katong-and-marine-parade",
    title: "District Guide: Living in District 15 (Katong and Marine Parade)",
    author: "agent@demo.sg",
    excerpt: "Peranakan shophouses, the East Coast Park breeze and a new MRT line: why District 15 remains a favourite for families.",
    cover: "cover-02",
    publishedDaysAgo: 33,
    createdDaysAgo: 35,
    body: `District 15 stretches from Katong and Joo Chiat to Marine Parade and Siglap. It is one of the few city-fringe areas where freehold condominiums are still common, and where the beach is a short walk from home.

## Getting around

The Thomson-East Coast Line has brought MRT stations to Marine Parade Road, with Tanjong Katong, Marine Parade, Marine Terrace and Siglap now connected directly to Orchard and Marina Bay. Driving into the CBD along the East Coast Parkway takes around fifteen minutes outside peak hours.

## Schools and families

Tanjong Katong Primary, Tao Nan School and CHIJ Katong Convent are within the district, which keeps demand for family-sized units steady. Parents often prioritise homes within one kilometre of their preferred primary school for the Primary 1 registration phases.

## Food and leisure

Katong's Peranakan heritage shows in its shophouses and food: laksa, kueh and the coffee shops of East Coast Road. East Coast Park offers cycling, barbecue pits and the sea breeze.

## What to expect on price

District 15 sits in the Rest of Central Region. New launches here are priced above suburban projects but below the prime districts, and freehold tenure adds a premium. For buyers who want character, schools and the sea, it is often worth it.`,
  },
  {
    slug: "ccr-rcr-or-ocr-choosing-your-region",
    title: "CCR, RCR or OCR? Choosing the Right Market Segment",
    author: "master@demo.sg",
    excerpt: "Singapore's private housing market is split into three regions with very different prices, buyers and rental markets.",
    cover: "cover-05",
    publishedDaysAgo: 47,
    createdDaysAgo: 50,
    body: `URA divides Singapore's private homes into three market segments. Knowing which one a project sits in explains much of its price and its likely buyers.

## Core Central Region (CCR)

The CCR covers Districts 9, 10 and 11 together with the Downtown Core and Sentosa. Prices are highest, freehold land is common, and buyers include upgraders, investors and, historically, foreigners. Rental demand comes from expatriate professionals.

## Rest of Central Region (RCR)

The RCR is the city fringe: places such as Tiong Bahru, Farrer Park, Katong, Bishan and Queenstown. Many projects here are within a few MRT stops of the CBD, and prices sit between the CCR and the suburbs. Redevelopment of older estates keeps a steady flow of new launches.

## Outside Central Region (OCR)

The OCR covers the suburbs: Punggol, Jurong, Woodlands, Tampines and the rest. It is where most HDB upgraders buy, where family-sized units are most affordable and where executive condominiums are built.

## Which one is right for you

- Buying your own home: start from your commute and your children's schools, then look at which segment fits your budget.
- Investing: compare rental yield, not just price growth. City-fringe units near MRT interchanges often rent faster than their CCR counterparts.
- Upgrading from HDB: OCR launches near growth areas such as the Jurong Lake District or the Woodlands North Coast are worth a look.`,
  },
  {
    slug: "executive-condominiums-eligibility-and-mop",
    title: "Executive Condominiums: Eligibility, Grants and the 5-Year MOP",
    author: "leader@demo.sg",
    excerpt: "ECs offer condominium living at lower prices for eligible families. Here is who can buy, what grants apply and what happens after five years.",
    cover: "cover-07",
    publishedDaysAgo: 61,
    createdDaysAgo: 64,
    body: `Executive condominiums (ECs) are built and sold by private developers but start life with public-housing rules. They suit young families who earn too much for a new HDB flat but want to stay below private launch prices.

## Who can buy

Applicants must be Singapore Citizens forming a family nucleus, such as a married couple, with a monthly household income at or below the ceiling set by HDB, which is S$16,000 at the time of writing. Households that already own private property, or have disposed of one within the previous 30 months, cannot apply. First-timer households may qualify for the CPF housing grant.

## The rules after you buy

- The Minimum Occupation Period is five years from key collection. During this time you must live in the EC and cannot rent out the whole unit.
- After five years you may sell to Singapore Citizens and Permanent Residents.
- After ten years the EC becomes fully private, and foreigners may buy it too.

## Financing

The Mortgage Servicing Ratio caps loan instalments at 30% of gross monthly income for ECs bought directly from the developer, in addition to the Total Debt Servicing Ratio of 55%. Deferred payment schemes are not available for ECs.

## Is an EC right for you?

If you qualify and can live in the unit for at least five years, an EC offers condominium facilities at a meaningful discount. Many of our clients treat it as a stepping stone to a private home once the MOP ends.`,
  },
  {
    slug: "progressive-payment-vs-deferred-payment",
    title: "Progressive Payment or Deferred Payment? Choosing a Scheme",
    author: "agent@demo.sg",
    excerpt: "Draft: the pros and cons of each payment scheme for buyers who are still selling their current home.",
    cover: "cover-08",
    publishedDaysAgo: null,
    createdDaysAgo: 3,
    body: `Developers usually offer the standard progressive payment scheme; a few offer a deferred payment scheme on completed or nearly completed projects, at a higher price.

## Progressive payment

You pay as construction progresses, and the bank disburses your loan in stages. Interest costs start small. This scheme suits buyers who can service a mortgage from the foundation stage onwards.

## Deferred payment

You pay a portion upfront and the rest at TOP or after a set period. The price is typically a few per cent higher. It suits buyers who need to sell their current home first, but compare the premium with the cost of a bridging loan.

Still to write: a worked example for an HDB upgrader family.`,
  },
  {
    slug: "district-guide-punggol-waterfront",
    title: "District Guide: Punggol's Waterfront Neighbourhoods",
    author: "leader@demo.sg",
    excerpt: "Draft: Punggol Digital District, the waterway and what the next five years bring.",
    cover: "cover-03",
    publishedDaysAgo: null,
    createdDaysAgo: 2,
    body: `Punggol has grown from a new town into a waterfront district with its own business hub. The Punggol Digital District, home to the Singapore Institute of Technology's campus, is bringing jobs to the north-east.

## Living by the waterway

Punggol Waterway Park links the town's neighbourhoods with cycling paths and boardwalks, and Coney Island is a short ride away.

## To research before publishing

- Latest resale and new-launch price trends
- Cross Island Line timeline for the Punggol extension`,
  },
  {
    slug: "tdsr-and-msr-how-much-can-you-borrow",
    title: "TDSR and MSR: How Much Can You Borrow?",
    author: "master@demo.sg",
    excerpt: "Draft: the two ratios that cap your home loan, with examples.",
    cover: "cover-05",
    publishedDaysAgo: null,
    createdDaysAgo: 1,
    body: `Two ratios limit how much a bank can lend you. The Total Debt Servicing Ratio caps all your monthly debt repayments, including car loans and credit cards, at 55% of gross monthly income. The Mortgage Servicing Ratio caps the home-loan instalment at 30% of income for HDB flats and executive condominiums bought from developers.

Banks also apply a stress-test interest rate that is higher than today's rates, so the loan you are approved for is usually smaller than a simple calculator suggests.

Examples to follow.`,
  },
];
