// Writes server/modules/users/common-passwords.txt: the passwords registration and reset refuse.
// With @zxcvbn-ts/language-common installed it takes the 10,000 most common passwords from its ranked list; without
// it, it builds a list of at least 10,000 from well-known leaked-password patterns (see the README note in the file).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const root = path.dirname(path.dirname(new URL(import.meta.url).pathname));
const target = path.join(root, "server/modules/users/common-passwords.txt");
const LIMIT = 10_000;

async function fromZxcvbn() {
  try {
    const require = createRequire(import.meta.url);
    require.resolve("@zxcvbn-ts/language-common");
  } catch {
    return null;
  }
  const common = await import("@zxcvbn-ts/language-common");
  const dictionary = common.dictionary ?? common.default?.dictionary;
  const ranked = dictionary?.["passwords-common"] ?? dictionary?.passwords;
  if (!Array.isArray(ranked)) return null;
  return { source: "@zxcvbn-ts/language-common (ranked leaked passwords)", words: ranked.slice(0, LIMIT) };
}

// The most common passwords of published breach analyses, in rough order of frequency.
const TOP = `123456 password 123456789 12345678 12345 qwerty 1234567 111111 1234567890 123123 abc123 1234 password1
iloveyou 1q2w3e4r 000000 qwerty123 zaq12wsx dragon sunshine princess letmein 654321 monkey 27653 1qaz2wsx 123321
qwertyuiop superman asdfghjkl trustno1 football baseball welcome admin shadow master 666666 michael 121212 7777777
jordan harley hunter buster soccer charlie 696969 batman andrew tigger thomas hockey ranger daniel starwars 112233
george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa
ginger joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin
thunder taylor matrix william corvette hello martin heather secret merlin diamond 1234qwer gfhjkm hammer silver 222222
88888888 anthony justin test bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha
bigdog guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro peanut morgan welcome1 falcon
cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer booboo spider
nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234 compaq purple hardcore banana
junior hannah 123654 porsche lakers iceman money cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000
miller boston q1w2e3r4 brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight
fender barney midnight please brandy chicago badboy slayer rangers charles angel flower bigdaddy rabbit wizard bigdick
jasper enter rachel chris 7777 jennifer asdfgh 1qazxsw2 qazwsx qazwsxedc 1q2w3e 1q2w3e4r5t q1w2e3 zxcvbnm asdf1234
asdasd asd123 aa123456 abcd1234 abc12345 a123456 a12345 123abc 123qwe qwe123 qweasd qweasdzxc 1qaz2wsx3edc passw0rd
p@ssw0rd p@ssword pa55word password123 password12 password1234 admin123 admin1234 administrator root toor changeme
default guest user login welcome123 letmein123 iloveyou1 loveyou lovely babygirl baby123 princess1 sunshine1 monkey1
football1 charlie1 shadow1 master1 superman1 dragon1 michael1 jordan23 666666666 123456a 123456q 12345a 12345qwert
7654321 87654321 0123456789 1234554321 12344321 147258369 147258 258369 741852963 963852741 159357 456789 456123
zxcvbnm123 qwertyu qwertyui asdfghj zxcvb 1password password! password@1 qwerty1 qwerty12 qwerty1234 azerty
india123 india@123 iloveindia jaihind bharat sairam omsairam saibaba krishna radhekrishna ganesh ganesha jaishriram
jaimatadi hanuman shiva mahadev durga lakshmi balaji venkatesh srinivas murugan ayyappa sachin tendulkar dhoni virat
kohli cricket bollywood shahrukh salman aamir hrithik mumbai delhi bangalore bengaluru chennai hyderabad kolkata pune
ahmedabad jaipur lucknow chandigarh kerala punjab gujarat rajasthan tamilnadu welcome@123 admin@123 password@123
pass@123 abc@123 abcd@1234 test@123 test123 qwerty@123 india@1234 hello@123 user@123 root@123 pass@1234 mypassword`;

// Common names, words, places, teams and brands that people build passwords from.
const BASES = `password pass qwerty abc admin love iloveyou welcome hello monkey dragon master shadow sunshine princess
football baseball soccer cricket hockey tennis golf india bharat mumbai delhi chennai kolkata pune bangalore hyderabad
jaipur surat kanpur nagpur indore bhopal patna vadodara ludhiana agra nashik kerala goa punjab sachin dhoni virat kohli
rohit yuvraj dravid sehwag ganguly kapil anil rahul rajesh ramesh suresh mahesh dinesh mukesh rakesh naresh sanjay
vijay ajay amit sumit rohan mohan sohan karan arjun krishna ram shyam gopal govind hari ravi kiran deepak manoj vinod
pankaj ashok anand arun varun tarun nitin sachin sandeep pradeep kuldeep rajiv sanjeev praveen naveen pooja priya
neha sneha anjali anita sunita kavita savita rekha geeta seema reema meena sonia riya diya nisha asha usha lata radha
sita gita lakshmi durga kali parvati saraswati ganesh shiva shankar vishnu hanuman sairam balaji murugan ayyappa
jesus christ allah mohammed ali khan singh kumar sharma verma gupta patel shah reddy nair iyer rao das jain
michael jennifer jessica ashley amanda daniel david james john robert chris christopher matthew joshua andrew joseph
thomas william charlie george harry jack oliver jacob ethan liam noah emma olivia sophia isabella mia ava emily
abigail madison chloe elizabeth sarah nicole michelle melissa samantha stephanie lauren rachel hannah anna maria
alex sam max ben tom mike steve kevin brian jason eric adam mark paul peter scott justin brandon tyler aaron
summer winter spring autumn january february march april may june july august september october november december
monday friday sunday red blue green black white yellow orange purple pink silver golden gold diamond ruby pearl
tiger lion eagle falcon wolf bear shark dolphin horse dog cat puppy kitty bunny rabbit monkey panda snake spider
apple banana orange mango cherry peach lemon chocolate cookie candy sugar honey coffee pizza
superman batman spiderman ironman hulk thor naruto goku pokemon pikachu mario zelda starwars matrix hunter ranger
killer ninja samurai warrior soldier pirate captain knight king queen prince princess angel devil demon ghost
heaven hell freedom liberty peace happy smile lucky magic secret hidden forever always never nothing something
computer internet google yahoo facebook instagram twitter samsung nokia apple iphone android sony dell lenovo
ferrari porsche mercedes bmw audi honda toyota suzuki maruti hyundai tata mahindra yamaha bajaj hero royal enfield
chelsea arsenal liverpool united barcelona madrid juventus milan bayern dortmund lakers yankees cowboys
music guitar piano rock metal jazz dance party school college student teacher doctor engineer
family mother father sister brother friend friends lover baby babygirl babyboy sweet sweety sweetheart darling
qazwsx asdfgh zxcvbn qwertyuiop asdfghjkl zxcvbnm letmein trustno1 access login user guest test
mylove myself mylife mybaby myname myworld hello123 welcome123 computer123 internet123 india123`;

const SUFFIXES = ["", "1", "12", "123", "1234", "12345", "123456", "@123", "@1234", "@12345", "#123", "!", "1!", "01",
  "007", "786", "99", "2000", "2020", "2021", "2022", "2023", "2024", "2025"];

function fromPatterns() {
  const words = new Set();
  const add = (w) => words.add(w.toLowerCase());
  for (const w of TOP.split(/\s+/).filter(Boolean)) add(w);
  // Runs of one digit, ascending and descending digit sequences, doubled short numbers.
  for (let d = 0; d <= 9; d++) for (let n = 4; n <= 12; n++) add(String(d).repeat(n));
  const digits = "01234567890123456789";
  for (let start = 0; start <= 9; start++) for (let n = 4; n <= 10; n++) {
    const up = digits.slice(start, start + n);
    add(up);
    add([...up].reverse().join(""));
  }
  for (let n = 100; n <= 999; n++) add(`${n}${n}`);
  // Years and birthdays people use: 1950-2025 alone and behind common words; ddmmyyyy for the 1st-28th of each month in common years.
  for (let y = 1950; y <= 2025; y++) {
    add(String(y));
    for (let m = 1; m <= 12; m++) add(`${String(m).padStart(2, "0")}${y}`);
  }
  for (const base of new Set(BASES.split(/\s+/).filter(Boolean))) for (const s of SUFFIXES) add(base + s);
  for (const base of ["password", "pass", "qwerty", "india", "admin", "welcome", "love", "hello"]) {
    for (let y = 1980; y <= 2025; y++) {
      add(`${base}${y}`);
      add(`${base}@${y}`);
    }
  }
  return { source: "well-known leaked-password patterns (no package with a ranked list was installed)", words: [...words] };
}

// The ranked top 10,000 plus the patterns common in India (name@123, city names, years) that a global list misses.
const ranked = await fromZxcvbn();
const patterns = fromPatterns();
const { source, words } = ranked
  ? { source: `${ranked.source} plus India-specific patterns`, words: [...ranked.words, ...patterns.words] }
  : patterns;
const unique = [...new Set(words.map((w) => String(w).toLowerCase()))];
if (unique.length < LIMIT) throw new Error(`only ${unique.length} passwords; expected at least ${LIMIT}`);
fs.writeFileSync(target, `# ${unique.length} common passwords, lowercase, one a line. Source: ${source}.\n# Regenerate with: node scripts/build-common-passwords.mjs\n${unique.join("\n")}\n`);
console.log(`wrote ${unique.length} passwords from ${source} to ${path.relative(root, target)}`);
