package gloss

import "strings"

// englishMore extends englishRank past its first thousand words with about
// two thousand more, in two bands of decreasing frequency, written from
// general knowledge of English word frequency (learners' core vocabularies:
// everyday nouns, verbs and adjectives of stories, not only of the news).
// Without them most everyday words (train, village, strange, waiter) were
// "unranked", tied with the rarest (dorp, rum, garcon), and the order of a
// dictionary's senses could not tell the common sense from the obscure one
// (product §7: a gloss must be the word's common meaning). Words already
// ranked keep their rank.
var englishMore = `
also therefore however quite perhaps rather almost although though else yet ever instead indeed
sit sitting stand walk run talk laugh cry smile sleep dream wake wash dress cook clean open close
tomorrow yesterday tonight morning afternoon evening week weekend holiday birthday minute hour
train bus plane ship boat bicycle bike taxi station airport ticket journey travel trip map
village town city country street road bridge park garden forest wood mountain hill lake river
sea beach island field farm sky sun moon star rain snow wind weather cloud storm ice fire
house flat apartment building room kitchen bathroom bedroom garden door window wall floor roof
stairs table chair bed desk sofa lamp clock mirror shelf cupboard box bag key
food tasty delicious breakfast lunch dinner meal bread butter cheese egg meat fish chicken beef pork soup salad rice
apple orange banana fruit vegetable potato tomato sugar salt cake chocolate tea coffee milk juice
wine beer water glass cup plate bowl bottle knife fork spoon restaurant cafe waiter menu
shop store market supermarket price money pay buy sell cheap expensive
man woman boy girl child baby friend family mother father parent son daughter brother sister
husband wife uncle aunt cousin grandmother grandfather grandson granddaughter neighbour neighbor
teacher student pupil doctor nurse police policeman soldier king queen prince princess farmer
driver worker boss manager lawyer judge writer artist singer actor guest stranger
cat dog horse cow pig sheep goat chicken hen duck bird fish mouse rabbit fox wolf bear lion
tiger elephant monkey snake frog insect fly bee ant spider butterfly animal pet
body head face eye ear nose mouth tooth teeth lip hair neck shoulder arm hand finger leg knee foot
feet back heart blood skin bone stomach
red blue green yellow white black brown grey gray pink purple orange colour color
big small little large tall short long high low wide narrow thick thin heavy light fast slow
quick early late new old young good bad nice fine great beautiful pretty ugly rich poor
happy sad angry afraid tired hungry thirsty sick ill healthy strong weak hot cold warm cool
wet dry clean dirty full empty easy difficult hard soft quiet loud busy free ready sure
strange funny kind cruel brave clever stupid polite rude lucky famous dangerous safe
wrong right true false real own other same different important possible necessary
like love hate want need wish hope think know believe understand remember forget
learn teach read write speak say tell ask answer call listen hear see look watch show
come go leave arrive return enter stay wait stop start begin finish end continue
give take bring carry send receive get put set keep hold let make do use try
eat drink cook feed taste smell touch feel hurt kill die live born grow
find lose search hide catch throw fall drop break fix build cut pull push
play sing dance swim fly drive ride climb jump fall follow lead meet visit invite
help save protect fight win lose beat attack shoot kill steal
buy sell pay cost spend earn borrow lend owe
open shut lock close turn move change become seem appear happen
wear dress wash clean tidy iron sew
worry fear care mind matter mean
letter word sentence story book page newspaper magazine message note
name address number phone telephone computer email internet music song film movie picture photo
game sport football ball team match race prize
school class lesson test exam homework question answer university college library
work job office company business factory shop money bank salary
language english spanish french german italian russian
war peace army enemy gun weapon battle
church god prayer heaven hell soul spirit angel devil
time day night year month century moment age life death birth
thing stuff object piece part half whole rest
way road path direction place side middle centre center corner edge end top bottom front back
`

// Ranks of the two bands: every word of a band ranks alike, as the order
// within a band is only rough; both rank before unranked words and after the
// first thousand.
const (
	bandEveryday = 1200
	bandGeneral  = 3000
)

func init() {
	for _, band := range []struct {
		words string
		rank  int
	}{{englishMore, bandEveryday}, {englishMore2, bandGeneral}} {
		for _, w := range strings.Fields(band.words) {
			if _, ok := englishRank[w]; !ok {
				englishRank[w] = band.rank
			}
		}
	}
}

// englishMore2 is the next band: general vocabulary from about the two
// thousandth to the six thousandth word, roughly in order.
var englishMore2 = `
accident account action active activity actor actress add addition admire admit adopt advance advantage
adventure advertise advice advise afford afraid agent agreement aim alarm alive allow alone aloud amazing
ambition ancient anger angle angry announce annoy annual anxious apart apartment apologize apparent appeal
appearance appetite apply appoint appointment appreciate approve argue argument arise arm armed arrange
arrangement arrest arrival arrow article ash ashamed asleep assist assistant association assume atmosphere
attach attempt attend attitude attract attractive audience aunt autumn average avoid awake award aware awful
background balance band bank bar bare bark basic basket bath bathe battery bay beach beam bean bear beard
beat beauty bedroom beef beer beg behave belief bell belong below belt bench bend beneath benefit bet
beside bicycle bid bind bite bitter blade blame blank blanket blind block blow board boil bold bomb bond
bone border bored boring borrow boss bottle bottom bound bow bowl brain branch brave breast breath breathe
brick bride brief bright brilliant broad broken brush bucket budget bullet burn burst bury bush busy
butter button cabin cable cage calm camp canal cancel candle cap capable capital captain capture careful
careless carpet cart castle cattle cave ceiling celebrate chain chairman challenge champion channel chapter
charity chase cheap cheat cheek cheer chest chicken chief chin chip circle citizen civil claim clerk cliff
climate climb cloth clothes clothing cloud club coach coal coast coat code coin collar collect collection
colonel comb combine comfort comfortable command comment commercial commit committee comparison compete
competition complain complaint complete complex concentrate concert conclude conclusion confess confidence
confident confirm conflict confuse confused connect connection conscious consequence constant construct
contact content contest context contract contrast contribute conversation convince cook cookie copy cord
corn correct cottage cotton cough council count counter countryside county courage cousin cow crack craft
crash crazy cream creature credit crew crime criminal crisis crop cross crowd crowded crown cruel crush
cure curious curl curtain curve custom customer cycle daily damage damp dance danger dangerous dare darkness
date dawn deaf dear debate debt decade declare decline decorate deep deer defeat defend define degree
delay delicate delight deliver demand deny depart department depend deposit depth describe description
desert deserve desire desk despair desperate destroy detail determined device devil dial diamond diary
dig dinner dip direct dirt disappear disappoint disaster discipline discount discovery dish dismiss display
distance distant district disturb dive divide division divorce dizzy document doll dollar domestic dot
double doubt dozen drag drama drawer drawing dress drift drill drip drown drum drunk dry duck due dull dust
duty eager eagle earn earth ease eastern edge edition educate effective efficient elbow elderly elect
electric electricity elegant element elephant emerge emergency emotion emotional emphasis empire employ
empty encourage enemy engage engine engineer enormous entertain entertainment enthusiasm entrance envelope
equal equipment error escape essay essential estate estimate evil exact exam examine excellent exception
exchange excited excitement exciting excuse exercise exhibition exist existence exit expand expense
expensive explode explore export express expression extend extent extra extraordinary extreme fabric
facility fade fail failure faint fair faith faithful fame familiar fan fancy fantastic fare farm farmer
fashion fast fasten fat fault favour favor favourite favorite feather feature fee feed female fence
festival fever fiction fierce fighter file final finance finger firm fit flag flame flash flat flavour
flesh flight float flood flour flow flower fog fold folk fond fool foolish forbid forehead forest forgive
fork formal fortune forward found foundation frame freedom freeze frequent fresh fridge friendly fright
frighten frog front frost fruit fuel fun function funeral funny fur furniture gain gallery gap garage
gate gather gay gaze gentle gentleman ghost giant gift glad glance glove glue goat god gold golden
governor grab grace grade grain grand grandfather grandmother grant grass grateful grave gray grey greet
grief grip groan gross guard guest guide guilty habit hall handle handsome hang harbour harbor harm
harmful harvest hat hate headache heal heap heat heaven heavy heel height hell hello helpful hen hero
hesitate hide highway hire hobby hole hollow holy honest honey honour honor hook horn horror horse host
hot hotel household hug human humour humor hunger hunt hunter hurry hurt hut ice ideal identity ignore
ill illness imagination immediate immediately import impress impression impressive incident income
increase independent indoor industrial infant infection influence inform injure injury ink inn innocent
insect insist inspector instance instruction instrument insult insurance intelligent intend intention
introduce invent invention invest investigate invitation invite iron island item jacket jail jam jaw
jealous jewel joint joke journalist journey joy judge judgment juice jump jungle junior jury justice
keen kettle key kick kid kind king kingdom kiss kitchen knee kneel knife knock knot label labour labor
laboratory lack ladder lady lake lamb lamp landscape lane lap largely laser latter laugh laughter launch
lazy leaf lean leather lecture lemon lend length lesson liberty library lick lid lift limb limit link
lion lip liquid listen literature load loan lock lonely loose lord lorry loud lovely lover loyal luck
lucky luggage lump lung machine mad magic magnificent maid mail male mall map marble march mark marriage
married marry mask mass master mat match mate material meal meaning meanwhile meat medal medicine melt
mental menu mercy mere merry mess metal method mild mill mineral minister minor miracle mirror misery
mist mistake mix mixture mobile modern modest moment monkey monster mood moon moral motor motorcycle
mountain mouse mouth mud murder muscle museum mystery nail naked narrow nasty native navy neat neck needle
neighbour neighbor neither nephew nervous nest net niece noble nobody nod noise noisy none nonsense noon
normal northern nose novel nowhere nuclear nurse nut oak obey object observe obtain obvious occasion ocean
odd offence offense offend ordinary organ origin original ought outdoor oven overcome owe owner pack package
pad pain paint painter painting pair palace pale palm pan panel panic pants parcel pardon park parking
passage passenger passion passport path patience pause pay peach peak pear pen pencil penny pension
pepper percent perfect permanent permit pet photograph piano pick pie pig pile pill pillow pilot pin pine
pink pipe pity plain plate platform pleasant please pleased pleasure plenty plot pocket poem poet poison
pole polish polite pond pool pop port portrait possess possession post pot potato pound pour powder
powerful praise pray prayer precious prefer pregnant presence preserve press pretend prevent pride priest
prince princess print prison prisoner prize procedure profit progress promise proof proper proud prove
proverb pub pump punch punish punishment pupil puppy purple purpose purse pursue puzzle quarrel quarter
queen quiet quit rabbit rail railway rainbow random range rank rapid rare rat raw razor reaction reader
realise realize rear reasonable receipt recipe recognise recommend recover refuse regard regret regular
reject relate relation relative relax release relief religion rely remark remind remote rent repair repeat
replace reply request rescue reserve resist respect responsible restaurant retire reward rice rid ride
ridiculous ring ripe risk rival roll roof root rope rose rough round route row royal rub rubber rubbish
rude ruin rush sack sad saddle safe safety sail sailor salad salary sale salt sample sand sandwich
satisfy sauce saucer scale scare scarf scared scatter scent scheme scissors score scratch scream screen
screw sea search seaside secret secretary seed seize senior sensible sentence separate servant settle
severe sew shade shadow shallow shame shape sharp shave sheep sheet shelf shell shelter shine shiny
shirt shock shoe shop shore shot shout shower shut shy sick sickness sigh sight silence silent silk
silly silver sink sir skirt slave sleeve slice slide slight slim slip slope smart smell smoke smooth
snake sneeze soap sock soft soil soldier solid solve soul soup sour southern spare spark speed spell
spice spider spill spin spirit spite split spoil spoon spot spread square squeeze stable staff stair
stairs stamp steady steal steam steel steep stick stiff sting stir stomach stone storm stove straight
strange stranger straw stream strength stretch strict string stripe stroke struggle stupid succeed suck
sudden suffer sugar suit suitcase sum summit supper supply suppose surface surgeon surprise surprised
surround survive suspect swallow swear sweat sweep sweet swell swim swing switch sword symbol sympathy
tail tailor tale talent tall tank tap tape target task taste taxi tear tease teenager temper temple
tempt tend tender tennis tent terrible terrify text thank theatre theater thick thief thin thirsty
thread threat threaten throat thumb thunder ticket tide tidy tie tight till timber tiny tip tire tired
title toast tobacco toe toilet tomato tone tongue tool tooth topic torch total tough tour tourist towel
tower toy track tractor tradition traffic tragedy trap tray treasure treaty tremble trial tribe trick
trousers truck trunk trust tube tune tunnel twin twist ugly umbrella uncle underground uniform union
universe university unless upper upset upstairs urban urge urgent useful useless usual valley valuable
van vanish variety vast vegetable vehicle verb vessel victim victory video view village violence violent
violin virtue visible vision visitor vital volume vote voyage wage waist waiter wake wander warm warmth warn
wash waste wave weak wealth weapon weave wedding weed weekly weigh welcome well-known western wet whale
wheat wheel whip whisper whistle wicked widow width wild wildlife willing wine wing winner winter wipe wire
wise wish witch witness wolf wonderful wood wooden wool worm worried worse worship worst worth wound wrap
wrist yard yawn yell yellow youth zone
also likewise too moreover anyway besides otherwise hence thus therefore nevertheless nonetheless
somewhere anywhere everywhere nowhere somehow sometimes soon often seldom rarely never already still
almost nearly hardly barely quite rather fairly pretty enough exactly certainly surely definitely
probably possibly maybe perhaps really truly actually indeed simply just merely only especially
`
