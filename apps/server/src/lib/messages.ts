import { OVERDUE_WORDS, STATUS_WORDS } from '@karyayojana/contracts';
import { toDevanagariDigits } from '@karyayojana/nepali-calendar';

/**
 * Every sentence the API says to a person, in Nepali (default) and English
 * (`Accept-Language: en`). The few sentences the first clients know word for word (dates,
 * copies) stay exactly as they wrote them for an English caller and are translated for a
 * Nepali one (docs/decisions/015).
 */
const catalogue = {
  'auth.loggedIn': { ne: 'सफलतापूर्वक लगइन भयो।', en: 'Signed in successfully.' },
  'auth.loggedOut': { ne: 'लगआउट भयो।', en: 'Signed out.' },
  'auth.invalidCredentials': {
    ne: 'इमेल वा पासवर्ड मिलेन।',
    en: 'The email or password is incorrect.',
  },
  'auth.required': { ne: 'कृपया पहिले लगइन गर्नुहोस्।', en: 'Please sign in first.' },
  'auth.throttled': {
    ne: 'धेरै पटक गलत प्रयास भयो। {minutes} मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    en: 'Too many failed attempts. Try again in {minutes} minutes.',
  },
  'auth.passwordChanged': { ne: 'पासवर्ड परिवर्तन भयो।', en: 'Password changed.' },
  'auth.deactivated': {
    ne: 'यो खाता निष्क्रिय गरिएको छ। आफ्नो पालिकाको एडमिनलाई सम्पर्क गर्नुहोस्।',
    en: 'This account has been deactivated. Ask your municipality’s admin.',
  },
  // Wards, branches and officers' scope (issue 28, docs/decisions/037).
  'scope.outside': {
    ne: 'यो कार्यक्रम तपाईंको जिम्मेवारी ({scope_ne}) भित्र पर्दैन, त्यसैले यसमा परिवर्तन गर्न मिल्दैन।',
    en: 'This event is outside your responsibility ({scope_en}), so you cannot change it.',
  },
  'scope.progressOnly': {
    ne: 'तपाईंले प्रगति मात्र अद्यावधिक गर्न सक्नुहुन्छ; योजना (शीर्षक, मिति, वडा, शाखा, बजेट) एडमिनले मात्र बदल्छ।',
    en: 'You may record progress only; the plan (title, date, wards, branch, budget) is changed by an admin.',
  },
  'scope.adminOnly': {
    ne: 'यो काम पालिकाको एडमिनले मात्र गर्न सक्छ।',
    en: 'Only the municipality’s admin can do this.',
  },
  'branches.created': { ne: 'शाखा थपियो।', en: 'Branch added.' },
  'branches.updated': { ne: 'शाखा अद्यावधिक भयो।', en: 'Branch updated.' },
  'branches.deleted': { ne: 'शाखा हटाइयो।', en: 'Branch deleted.' },
  'branches.inUse': {
    ne: 'यो शाखा कार्यक्रम वा कर्मचारीको जिम्मेवारीमा प्रयोग भएकाले हटाउन मिल्दैन; बरु निष्क्रिय गर्नुहोस्।',
    en: 'This branch is used by events or officers’ scopes, so it cannot be deleted; deactivate it instead.',
  },
  'branches.nameTaken': {
    ne: 'यो नामको शाखा पहिल्यै छ।',
    en: 'A branch with this name already exists.',
  },
  'wards.updated': { ne: 'वडाको विवरण अद्यावधिक भयो।', en: 'Ward details updated.' },
  'wards.countUpdated': { ne: 'वडा संख्या अद्यावधिक भयो।', en: 'Number of wards updated.' },
  'wards.countInUse': {
    ne: 'वडा नं {ward} मा कार्यक्रम वा कर्मचारी भएकाले वडा संख्या {count} बनाउन मिल्दैन।',
    en: 'Ward {ward} has events or officers, so the number of wards cannot become {count}.',
  },
  'field.noSuchWard': {
    ne: 'यो पालिकामा वडा नं {ward} छैन (वडा १ देखि {count} सम्म)।',
    en: 'This municipality has no ward {ward} (wards 1 to {count}).',
  },
  'field.noWardsYet': {
    ne: 'यो पालिकाको वडा संख्या तोकिएको छैन; सुपर एडमिनले तोकेपछि वडा छान्न सकिन्छ।',
    en: 'This municipality’s number of wards is not set yet; the Super-Admin sets it.',
  },
  'field.noSuchBranch': {
    ne: 'यो शाखा यो पालिकामा छैन।',
    en: 'There is no such branch in this municipality.',
  },
  'field.branchInactive': {
    ne: 'यो शाखा निष्क्रिय छ; अर्को शाखा छान्नुहोस्।',
    en: 'This branch is inactive; choose another.',
  },
  'field.adminRoleOnly': {
    ne: 'एडमिनले कर्मचारी वा एडमिन मात्र बनाउन सक्छ, सुपर एडमिन होइन।',
    en: 'An admin can create officers and admins only, never a Super-Admin.',
  },
  'field.ownMunicipalityOnly': {
    ne: 'आफ्नै पालिकाको प्रयोगकर्ता मात्र बनाउन सकिन्छ।',
    en: 'You can only create users of your own municipality.',
  },
  'conflict.deactivateSelf': {
    ne: 'आफ्नै खाता निष्क्रिय गर्न मिल्दैन।',
    en: 'You cannot deactivate your own account.',
  },
  'conflict.demoteSelf': {
    ne: 'आफ्नै भूमिका घटाउन मिल्दैन।',
    en: 'You cannot lower your own role.',
  },
  'auth.currentPasswordWrong': {
    ne: 'हालको पासवर्ड मिलेन।',
    en: 'The current password is incorrect.',
  },
  'fiscalYears.created': { ne: 'आर्थिक वर्ष थपियो।', en: 'Fiscal year added.' },
  'fiscalYears.updated': { ne: 'आर्थिक वर्ष अद्यावधिक भयो।', en: 'Fiscal year updated.' },
  'fiscalYears.deleted': { ne: 'आर्थिक वर्ष हटाइयो।', en: 'Fiscal year deleted.' },
  'fiscalYears.hasEvents': {
    ne: 'यो आर्थिक वर्षमा कार्यक्रमहरू छन्, त्यसैले हटाउन मिल्दैन।',
    en: 'This fiscal year has events, so it cannot be deleted.',
  },
  'categories.created': { ne: 'वर्ग थपियो।', en: 'Category added.' },
  'categories.updated': { ne: 'वर्ग अद्यावधिक भयो।', en: 'Category updated.' },
  'categories.deleted': { ne: 'वर्ग हटाइयो।', en: 'Category deleted.' },
  'order.saved': { ne: 'क्रम सुरक्षित भयो।', en: 'Order saved.' },
  'users.created': { ne: 'प्रयोगकर्ता दर्ता भयो।', en: 'User registered.' },
  'users.updated': { ne: 'प्रयोगकर्ता अद्यावधिक भयो।', en: 'User updated.' },
  'users.deleted': { ne: 'प्रयोगकर्ता हटाइयो।', en: 'User deleted.' },
  'users.passwordSet': {
    ne: 'पासवर्ड परिवर्तन भयो; प्रयोगकर्ता सबै ठाउँबाट लगआउट भए।',
    en: 'Password set; the user was signed out everywhere.',
  },
  'calendarFeed.rotated': {
    ne: 'क्यालेन्डरको नयाँ ठेगाना बन्यो; पुरानो ठेगानाले अब काम गर्दैन।',
    en: 'A new calendar address was made; the old one no longer works.',
  },
  'mail.off': {
    ne: 'यस सर्भरबाट इमेल पठाउने व्यवस्था मिलाइएको छैन; सञ्चालकलाई सम्पर्क गर्नुहोस्।',
    en: 'This server is not set up to send email; contact the operator.',
  },
  'mail.resetSent': {
    ne: 'यो इमेल कुनै खातासँग जोडिएको भए, त्यसमा नयाँ पासवर्ड राख्ने लिङ्क पठाइएको छ; लिङ्क ३० मिनेटसम्म चल्छ।',
    en: 'If this email belongs to an account, a link to set a new password has been sent to it; the link works for 30 minutes.',
  },
  'mail.resetThrottled': {
    ne: 'यस ठाउँबाट धेरै अनुरोध आए। एक घण्टापछि फेरि प्रयास गर्नुहोस्।',
    en: 'Too many requests from here. Try again in an hour.',
  },
  'mail.passwordReset': {
    ne: 'नयाँ पासवर्ड राखियो। अब नयाँ पासवर्डले लगइन गर्नुहोस्।',
    en: 'Your new password is set. Sign in with it now.',
  },
  'mail.resetLinkInvalid': {
    ne: 'यो लिङ्क चल्दैन: ३० मिनेट नाघिसक्यो वा पहिले नै प्रयोग भइसक्यो। नयाँ लिङ्क माग्नुहोस्।',
    en: 'This link does not work: it is older than 30 minutes or was used already. Ask for a new one.',
  },
  'mail.unsubscribed': {
    ne: 'साप्ताहिक सारांश र सम्झना इमेल अब आउने छैनन्। सेटिङबाट फेरि सुरु गर्न सकिन्छ।',
    en: 'The weekly digest and reminders will no longer be sent. You can turn them on again in settings.',
  },
  'mail.settingsSaved': { ne: 'इमेलका रोजाइ सुरक्षित भए।', en: 'Email choices saved.' },
  'mail.testQueued': {
    ne: 'परीक्षण इमेल पठाउन लाममा राखियो; केही सेकेन्डमा पुग्नुपर्छ।',
    en: 'The test email is queued; it should arrive in a few seconds.',
  },
  'publicPlan.saved': {
    ne: 'सार्वजनिक कार्ययोजना पृष्ठको सेटिङ सुरक्षित भयो।',
    en: 'The public plan page settings are saved.',
  },
  'publicPlan.rateLimited': {
    ne: 'यस ठेगानाबाट धेरै अनुरोध आए। एक मिनेटपछि फेरि प्रयास गर्नुहोस्।',
    en: 'Too many requests from this address. Try again in a minute.',
  },
  'field.slugTaken': {
    ne: 'यो ठेगाना अर्को पालिकाले लिइसकेको छ; अर्को लेख्नुहोस्।',
    en: 'Another municipality has this address already; choose another.',
  },
  'events.created': { ne: '{count} वटा कार्यक्रम थपियो।', en: '{count} event(s) added.' },
  'events.updated': { ne: 'कार्यक्रम अद्यावधिक भयो।', en: 'Event updated.' },
  'events.deleted': { ne: 'कार्यक्रम हटाइयो।', en: 'Event deleted.' },
  'events.redated': { ne: 'मिति परिवर्तन भयो।', en: 'Date changed.' },
  'events.copied': { ne: '{count} वटा कार्यक्रम सिर्जना भयो।', en: '{count} event(s) created.' },
  'tasks.created': { ne: 'कार्य थपियो।', en: 'Task added.' },
  'tasks.updated': { ne: 'कार्य अद्यावधिक भयो।', en: 'Task updated.' },
  'tasks.deleted': { ne: 'कार्य हटाइयो।', en: 'Task deleted.' },
  'tasks.fileRemoved': { ne: 'कागजात हटाइयो।', en: 'Document removed.' },
  'documents.created': { ne: 'कागजात थपियो।', en: 'Document added.' },
  'documents.updated': { ne: 'कागजात अद्यावधिक भयो।', en: 'Document updated.' },
  'documents.deleted': { ne: 'कागजात हटाइयो।', en: 'Document deleted.' },
  'batches.undone': {
    ne: '{count} वटा कार्यक्रम रद्दीटोकरीमा सारियो।',
    en: '{count} event(s) moved to the trash.',
  },
  'batches.undoneKept': {
    ne: '{count} वटा कार्यक्रम रद्दीटोकरीमा सारियो; पछि सम्पादन गरिएका {kept} वटा राखिए।',
    en: '{count} event(s) moved to the trash; {kept} edited since were kept.',
  },
  'batches.undoneRestored': {
    ne: '{count} वटा कार्यक्रम रद्दीटोकरीमा सारियो; {restored} वटा आयातअघिकै अवस्थामा फर्काइयो।',
    en: '{count} event(s) moved to the trash; {restored} given back the values they had before.',
  },
  'batches.notYours': {
    ne: 'यो काम गर्ने व्यक्ति वा सुपर एडमिनले मात्र फिर्ता लिन सक्छन्।',
    en: 'Only the person who did this, or the Super Admin, can undo it.',
  },
  'batches.tooOld': {
    ne: '{days} दिनभन्दा पुरानो काम फिर्ता लिन मिल्दैन।',
    en: 'An operation older than {days} days cannot be undone.',
  },
  'batches.nothingLeft': {
    ne: 'यसका कुनै कार्यक्रम अब बाँकी छैनन्; पहिले नै फिर्ता लिइसकिएको छ।',
    en: 'None of its events are left; it has already been undone.',
  },
  'trash.restored': { ne: 'रद्दीटोकरीबाट फिर्ता ल्याइयो।', en: 'Restored from the trash.' },
  'trash.purged': { ne: 'स्थायी रूपमा हटाइयो।', en: 'Deleted for good.' },
  'trash.restoreEventFirst': {
    ne: 'यो कार्यको कार्यक्रम छैन; पहिले कार्यक्रम फिर्ता ल्याउनुहोस्।',
    en: 'The event of this task is gone: restore the event first.',
  },
  'trash.restoreTaskFirst': {
    ne: 'यो कागजातको कार्य छैन; पहिले कार्य फिर्ता ल्याउनुहोस्।',
    en: 'The task of this document is gone: restore the task first.',
  },
  'trash.taskHasDocument': {
    ne: 'यो कार्यमा अर्को कागजात छ; पहिले त्यो हटाउनुहोस्।',
    en: 'The task now has another document: remove it first.',
  },
  'trash.fiscalYearGone': {
    ne: 'यो कार्यक्रमको आर्थिक वर्ष हटाइएको छ; फिर्ता ल्याउन मिल्दैन।',
    en: 'The fiscal year of this event was deleted: it cannot be restored.',
  },
  'companies.created': { ne: 'पालिका थपियो।', en: 'Municipality added.' },
  'companies.updated': { ne: 'पालिकाको विवरण अद्यावधिक भयो।', en: 'Municipality updated.' },
  'companies.deleted': { ne: 'पालिका हटाइयो।', en: 'Municipality deleted.' },
  'companies.renewed': { ne: 'सदस्यता एक वर्ष थपियो।', en: 'Subscription renewed for a year.' },
  'companies.logoRemoved': { ne: 'लोगो हटाइयो।', en: 'Logo removed.' },
  'field.endBeforeStart': {
    ne: 'अन्तिम मिति सुरु मितिभन्दा अघि हुन सक्दैन।',
    en: 'The end date must not be before the start date.',
  },
  'field.yearExists': { ne: 'यो आर्थिक वर्ष पहिले नै छ।', en: 'This fiscal year exists already.' },
  'field.categoryExists': {
    ne: 'यस नामको विषयगत क्षेत्र पहिले नै छ।',
    en: 'A category with this name exists already.',
  },
  'field.categoryEnglishExists': {
    ne: 'यस अङ्ग्रेजी नामको विषयगत क्षेत्र पहिले नै छ।',
    en: 'A category with this English name exists already.',
  },
  'field.notADate': { ne: 'मिति मिलेन (YYYY-MM-DD)।', en: 'Not a date (YYYY-MM-DD).' },
  'field.addressUnknown': {
    ne: 'सूचीबाट प्रदेश, जिल्ला र पालिका छान्नुहोस्।',
    en: 'Choose a province, district and municipality from the list.',
  },
  'field.addressAmbiguous': {
    ne: 'कुन पालिका हो, छान्नुहोस्: {candidatesNe}।',
    en: 'Which municipality is it? Choose one of: {candidatesEn}.',
  },
  'field.noSuchCompany': { ne: 'यस्तो पालिका भेटिएन।', en: 'No such municipality.' },
  'field.superAdminOwnerOnly': {
    ne: 'सुपर एडमिन सञ्चालक संस्थामा मात्र रहन सक्छन्।',
    en: 'Only the operator company may have Super-Admins.',
  },
  'field.emailTaken': { ne: 'यो इमेल पहिले नै प्रयोगमा छ।', en: 'This email is in use already.' },
  'field.currentPasswordWrong': {
    ne: 'हालको पासवर्ड मिलेन।',
    en: 'The current password is incorrect.',
  },
  'field.unexpectedFile': { ne: 'यो फाइल अपेक्षित थिएन।', en: 'Unexpected file.' },
  'field.emptyFile': { ne: 'फाइल खाली छ।', en: 'The file is empty.' },
  // The original product's texts for dates and copies, as written for English; in Nepali for Nepali.
  'date.none': { ne: 'कृपया मिति छान्नुहोस्।', en: 'Please select a date' },
  'date.outsideYear': {
    ne: 'मिति {date} आर्थिक वर्ष {year} भित्र पर्दैन।',
    en: 'The input date {date} does not lie in fiscal Year {year}',
  },
  'date.changeInvalid': {
    ne: 'मिति मिलेन; नयाँ मिति छानिएको आर्थिक वर्षभित्र हुनुपर्छ।',
    en: 'invalid date,check your date and fiscalyear',
  },
  'date.changeMissing': { ne: 'नयाँ मिति छान्नुहोस्।', en: 'select the new date' },
  'progress.completedBeforeYear': {
    ne: 'सम्पन्न मिति आर्थिक वर्ष {year} सुरु हुनु ({start}) अघि हुन सक्दैन।',
    en: 'The completion date cannot be before fiscal year {year} starts ({start}).',
  },
  'progress.completedInFuture': {
    ne: 'सम्पन्न मिति आजभन्दा ({today}) पछि हुन सक्दैन।',
    en: 'The completion date cannot be after today ({today}).',
  },
  'reports.noFiscalYear': {
    ne: 'कुनै आर्थिक वर्ष सक्रिय छैन; आर्थिक वर्ष छान्नुहोस्।',
    en: 'No fiscal year is active; choose a fiscal year.',
  },
  // The progress report's spreadsheet (GET /api/reports/progress.xlsx).
  'report.title': { ne: 'प्रगति प्रतिवेदन', en: 'Progress report' },
  'report.fiscalYear': { ne: 'आर्थिक वर्ष {year}', en: 'Fiscal year {year}' },
  'report.wholeYear': { ne: 'वार्षिक', en: 'Whole year' },
  'report.trimester1': {
    ne: 'प्रथम चौमासिक (श्रावण–कार्तिक)',
    en: 'First trimester (Shrawan–Kartik)',
  },
  'report.trimester2': {
    ne: 'दोस्रो चौमासिक (मंसिर–फाल्गुण)',
    en: 'Second trimester (Mangsir–Falgun)',
  },
  'report.trimester3': { ne: 'तेस्रो चौमासिक (चैत्र–असार)', en: 'Third trimester (Chaitra–Asar)' },
  'report.period': { ne: 'अवधि: {start} देखि {end} सम्म', en: 'Period: {start} to {end}' },
  'report.asOf': { ne: 'प्रतिवेदन मिति: {today}', en: 'As of {today}' },
  'report.sheet': { ne: 'प्रगति', en: 'Progress' },
  'report.col.date': { ne: 'मिति', en: 'Date' },
  'report.col.title': { ne: 'कार्यक्रम', en: 'Event' },
  'report.col.responsible': { ne: 'जिम्मेवार व्यक्ति / शाखा', en: 'Responsible' },
  'report.col.status': { ne: 'स्थिति', en: 'Status' },
  'report.col.progress': { ne: 'प्रगति (%)', en: 'Progress (%)' },
  'report.col.budget': { ne: 'बजेट (रु.)', en: 'Budget (Rs.)' },
  'report.col.spent': { ne: 'खर्च (रु.)', en: 'Spent (Rs.)' },
  'report.col.completed': { ne: 'सम्पन्न मिति', en: 'Completed on' },
  'report.col.outcome': { ne: 'उपलब्धि वा कारण', en: 'Outcome or reason' },
  // A postponed or canceled event stored without a reason (decision 031).
  'report.noReason': { ne: 'कारण खुलाइएको छैन', en: 'No reason given' },
  'report.noCategory': { ne: 'विषयगत क्षेत्र नतोकिएको', en: 'No category' },
  'report.noEvents': { ne: 'यस अवधिमा कुनै कार्यक्रम छैन।', en: 'No events in this period.' },
  'report.total': { ne: 'जम्मा', en: 'Total' },
  'report.events': { ne: 'कार्यक्रम संख्या', en: 'Events' },
  'report.physical': { ne: 'भौतिक प्रगति (%)', en: 'Physical progress (%)' },
  'report.financial': { ne: 'वित्तीय प्रगति', en: 'Financial progress' },
  'report.completionBasis': {
    ne: 'म्याद पुगेका {due} मध्ये {done}',
    en: '{done} of the {due} whose date has come',
  },
  'report.completionNone': {
    ne: 'अझै कुनै कार्यक्रमको म्याद पुगेको छैन',
    en: 'No event’s date has come yet',
  },
  'report.completionRate': { ne: 'सम्पन्न दर (मिति नाघेकामध्ये)', en: 'Completion rate (of those due)' },
  // The status words come from the one table (packages/contracts/src/statuses.ts).
  'report.status.done': STATUS_WORDS.done.long,
  'report.status.notDone': STATUS_WORDS.notDone.long,
  'report.status.postponed': STATUS_WORDS.postponed.long,
  'report.status.canceled': STATUS_WORDS.canceled.long,
  'report.status.overdue': OVERDUE_WORDS.long,
  'report.preparedBy': { ne: 'तयार गर्ने', en: 'Prepared by' },
  'report.checkedBy': { ne: 'जाँच गर्ने', en: 'Checked by' },
  'report.approvedBy': { ne: 'स्वीकृत गर्ने', en: 'Approved by' },
  'export.sheet.events': { ne: 'कार्यक्रमहरू', en: 'Events' },
  'export.sheet.companies': { ne: 'पालिकाहरू', en: 'Municipalities' },
  'export.col.serial': { ne: 'क्र.सं.', en: 'No.' },
  'export.col.bsDate': { ne: 'मिति (वि.सं.)', en: 'Date (BS)' },
  'export.col.adDate': { ne: 'मिति (ई.सं.)', en: 'Date (AD)' },
  'export.col.time': { ne: 'समय', en: 'Time' },
  'export.col.title': { ne: 'शीर्षक', en: 'Title' },
  'export.col.description': { ne: 'विवरण', en: 'Description' },
  'export.col.categories': { ne: 'विषयगत क्षेत्र', en: 'Categories' },
  'export.col.responsible': { ne: 'जिम्मेवार व्यक्ति / शाखा', en: 'Responsible' },
  'export.col.status': { ne: 'स्थिति', en: 'Status' },
  'export.col.tasks': { ne: 'कार्यहरू', en: 'Tasks' },
  'export.col.proof': { ne: 'प्रमाण', en: 'Proof' },
  'export.proof.yes': { ne: 'छ', en: 'Yes' },
  'export.proof.no': { ne: 'छैन', en: 'No' },
  'export.col.name': { ne: 'नाम', en: 'Name' },
  'export.col.tagline': { ne: 'नारा / विवरण', en: 'Tagline' },
  'export.col.province': { ne: 'प्रदेश', en: 'Province' },
  'export.col.district': { ne: 'जिल्ला', en: 'District' },
  'export.col.localLevel': { ne: 'स्थानीय तह', en: 'Local level' },
  'export.col.address': { ne: 'ठेगाना', en: 'Address' },
  'export.col.contact': { ne: 'सम्पर्क नम्बर', en: 'Contact' },
  'export.col.email': { ne: 'इमेल', en: 'Email' },
  'export.col.website': { ne: 'वेबसाइट', en: 'Website' },
  'export.col.expiryAd': { ne: 'सदस्यता सकिने मिति (ई.सं.)', en: 'Expiry date (AD)' },
  'export.col.expiryBs': { ne: 'सदस्यता सकिने मिति (वि.सं.)', en: 'Expiry date (BS)' },
  'export.col.companyStatus': { ne: 'अवस्था', en: 'Status' },
  // The activity log's one-line summaries (lib/activity-summary.ts). The Nepali is what the
  // log stores and has stored since issue 16: older entries are read with the same templates.
  'activity.summary.taskOfEvent': {
    ne: 'कार्य "{task}" (कार्यक्रम "{event}")',
    en: 'Task "{task}" (event "{event}")',
  },
  'activity.summary.eventDates': {
    ne: 'कार्यक्रम "{title}" ({n} मितिमा)',
    en: 'Event "{title}" (on {n} dates)',
  },
  'activity.summary.eventImport': {
    ne: 'कार्यक्रम "{title}" (आयात)',
    en: 'Event "{title}" (import)',
  },
  'activity.summary.eventImportUndo': {
    ne: 'कार्यक्रम "{title}" (आयात फिर्ता)',
    en: 'Event "{title}" (import undone)',
  },
  'activity.summary.event': { ne: 'कार्यक्रम "{title}"', en: 'Event "{title}"' },
  'activity.summary.taskDocument': {
    ne: 'कार्यको कागजात "{name}"',
    en: 'Document of the task "{name}"',
  },
  'activity.summary.task': { ne: 'कार्य "{name}"', en: 'Task "{name}"' },
  'activity.summary.otherDocument': { ne: 'अन्य कागजात "{name}"', en: 'Other document "{name}"' },
  'activity.summary.logo': { ne: 'स्थानीय तह "{name}" को लोगो', en: 'Logo of "{name}"' },
  'activity.summary.subLogo': {
    ne: 'स्थानीय तह "{name}" को सहायक लोगो',
    en: 'Sub-logo of "{name}"',
  },
  'activity.summary.company': { ne: 'स्थानीय तह "{name}"', en: 'Municipality "{name}"' },
  'activity.summary.fiscalYearOrder': {
    ne: 'आर्थिक वर्षहरूको क्रम',
    en: 'Order of the fiscal years',
  },
  'activity.summary.eventsImportedUpdated': {
    ne: 'आर्थिक वर्ष {year} मा {n} कार्यक्रम आयात, {m} अद्यावधिक गरियो',
    en: '{n} events imported into fiscal year {year}, {m} updated',
  },
  'activity.summary.eventsImported': {
    ne: 'आर्थिक वर्ष {year} मा {n} कार्यक्रम आयात गरियो',
    en: '{n} events imported into fiscal year {year}',
  },
  'activity.summary.fiscalYear': { ne: 'आर्थिक वर्ष {year}', en: 'Fiscal year {year}' },
  'activity.summary.categoryOrder': { ne: 'वर्गहरूको क्रम', en: 'Order of the categories' },
  'activity.summary.category': { ne: 'वर्ग "{name}"', en: 'Category "{name}"' },
  'activity.summary.branchOrder': { ne: 'शाखाहरूको क्रम', en: 'Order of the branches' },
  'activity.summary.branch': { ne: 'शाखा "{name}"', en: 'Branch "{name}"' },
  'activity.summary.wardCount': { ne: 'वडा संख्या', en: 'Number of wards' },
  'activity.summary.ward': { ne: 'वडा नं {n}', en: 'Ward {n}' },
  'activity.summary.userPassword': {
    ne: 'प्रयोगकर्ता {name} को पासवर्ड परिवर्तन',
    en: 'Password of {name} changed',
  },
  'activity.summary.userRole': { ne: 'प्रयोगकर्ता {name} ({role})', en: 'User {name} ({role})' },
  'activity.summary.user': { ne: 'प्रयोगकर्ता {name}', en: 'User {name}' },
  'activity.summary.ownPassword': {
    ne: '{name} ले आफ्नो पासवर्ड परिवर्तन गर्नुभयो',
    en: '{name} changed their own password',
  },
  'activity.summary.resetPassword': {
    ne: '{name} ले इमेलको लिङ्कबाट नयाँ पासवर्ड राख्नुभयो',
    en: '{name} set a new password from the email link',
  },
  'activity.summary.mailChoices': { ne: '{name}: इमेलका रोजाइ', en: '{name}: email choices' },
  'activity.summary.unsubscribed': {
    ne: '{name}: इमेल बन्द (अनसब्स्क्राइब लिङ्क)',
    en: '{name}: emails turned off (unsubscribe link)',
  },
  'activity.summary.publicPage': {
    ne: '{name}: सार्वजनिक कार्ययोजना पृष्ठ',
    en: '{name}: public plan page',
  },
  'activity.summary.calendarLink': {
    ne: '{name}: क्यालेन्डर फिडको नयाँ ठेगाना',
    en: '{name}: a new calendar link',
  },
  'activity.summary.duplicated': {
    ne: '{n} कार्यक्रमको प्रतिलिपि बनाइयो',
    en: '{n} events duplicated',
  },
  'activity.summary.copied': {
    ne: '{n} कार्यक्रम {m} स्थानीय तहमा प्रतिलिपि गरियो',
    en: '{n} events copied to {m} municipalities',
  },
  'activity.summary.companiesImported': {
    ne: '{n} स्थानीय तह आयात गरियो',
    en: '{n} municipalities imported',
  },
  'activity.summary.undoneRestored': {
    ne: '{n} कार्यक्रम रद्दीटोकरीमा, {m} पहिलेकै अवस्थामा ({inner} फिर्ता)',
    en: '{n} events moved to the trash, {m} given their earlier values back (undoing: {inner})',
  },
  'activity.summary.undone': {
    ne: '{n} कार्यक्रम रद्दीटोकरीमा ({inner} फिर्ता)',
    en: '{n} events moved to the trash (undoing: {inner})',
  },
  'activity.col.at': { ne: 'समय', en: 'Time' },
  'activity.col.actor': { ne: 'गर्ने व्यक्ति', en: 'By' },
  'activity.col.action': { ne: 'कार्य', en: 'Action' },
  'activity.col.entity': { ne: 'विवरणको किसिम', en: 'Record' },
  'activity.col.entityId': { ne: 'क्रम संख्या', en: 'Id' },
  'activity.col.company': { ne: 'पालिका', en: 'Municipality' },
  'activity.col.summary': { ne: 'विवरण', en: 'Summary' },
  'activity.col.changes': { ne: 'परिवर्तन (अघि → पछि)', en: 'Changes (before → after)' },
  'activity.file': { ne: 'गतिविधि-लग', en: 'Activity log' },
  'activity.badDate': {
    ne: 'मिति मिलेन: वि.सं. वा ई.सं. YYYY-MM-DD लेख्नुहोस्।',
    en: 'the date is not valid: write a BS or AD date as YYYY-MM-DD',
  },
  'export.company.active': { ne: 'सक्रिय', en: 'Active' },
  'export.company.expired': { ne: 'म्याद सकिएको', en: 'Expired' },
  'export.file.companies': { ne: 'पालिकाहरू', en: 'Municipalities' },
  'copy.noEvents': { ne: 'कृपया कार्यक्रमहरू छान्नुहोस्।', en: 'please select events' },
  'copy.noCompanies': { ne: 'कृपया पालिकाहरू छान्नुहोस्।', en: 'please select companies' },
  'copy.wardsDropped': {
    ne: '{count} वटा कार्यक्रमका केही वडा लक्षित पालिकामा नभएकाले छोडिए।',
    en: 'In {count} copied event(s), wards the target municipality lacks were left out.',
  },
  'copy.branchesUnmatched': {
    ne: '{count} वटा कार्यक्रमको शाखा लक्षित पालिकामा उही नामको शाखा नभएकाले शाखाबिना प्रतिलिपि भयो।',
    en: '{count} event(s) were copied without their branch: the target municipality has no branch of that name.',
  },
  'field.noSuchFiscalYear': { ne: 'यस्तो आर्थिक वर्ष भेटिएन।', en: 'No such fiscal year.' },
  'field.noSuchCategory': { ne: 'यस्तो विषयगत क्षेत्र भेटिएन।', en: 'No such category.' },
  'field.orderIncomplete': {
    ne: 'क्रममा सबै वस्तु एक-एक पटक हुनुपर्छ।',
    en: 'The order must name every item exactly once.',
  },
  'conflict.ownerCompany': {
    ne: 'सञ्चालक संस्था हटाउन मिल्दैन।',
    en: 'The owner company cannot be deleted.',
  },
  'conflict.ownerNeverExpires': {
    ne: 'सञ्चालक संस्थाको म्याद सकिँदैन।',
    en: 'The owner company never expires.',
  },
  'conflict.lastSuperAdminRole': {
    ne: 'अन्तिम सुपर एडमिनको भूमिका बदल्न मिल्दैन।',
    en: 'The last Super-Admin must stay a Super-Admin.',
  },
  'conflict.deleteSelf': { ne: 'आफैँलाई हटाउन मिल्दैन।', en: 'You cannot delete yourself.' },
  'conflict.lastSuperAdmin': {
    ne: 'अन्तिम सुपर एडमिनलाई हटाउन मिल्दैन।',
    en: 'The last Super-Admin cannot be deleted.',
  },
  'imports.created': { ne: '{count} वटा कार्यक्रम आयात भयो।', en: '{count} event(s) imported.' },
  'imports.rowsInvalid': {
    ne: 'केही पङ्क्तिमा त्रुटि छ; केही पनि आयात भएन।',
    en: 'Some rows have errors; nothing was imported.',
  },
  'imports.notSpreadsheet': {
    ne: 'यो फाइल एक्सेल (.xlsx) वा CSV होइन।',
    en: 'This file is not an Excel workbook (.xlsx) or a CSV file.',
  },
  'imports.macros': {
    ne: 'म्याक्रो भएको फाइल (.xlsm) स्वीकार्य छैन; .xlsx मा सुरक्षित गरेर फेरि पठाउनुहोस्।',
    en: 'Workbooks with macros (.xlsm) are not accepted; save it as .xlsx and send it again.',
  },
  'imports.unpackedTooLarge': {
    ne: 'यो फाइल खोल्दा {mb} MB भन्दा ठूलो हुन्छ।',
    en: 'This workbook unpacks to more than {mb} MB.',
  },
  'imports.tooManyRows': {
    ne: 'एउटा फाइलमा बढीमा {max} पङ्क्ति हुन सक्छन्।',
    en: 'A file may hold at most {max} rows.',
  },
  'imports.tooManyCells': {
    ne: 'फाइलमा धेरै कक्षहरू छन् (बढीमा {max})।',
    en: 'The file holds too many cells (at most {max}).',
  },
  'imports.noHeader': {
    ne: 'शीर्षक पङ्क्ति भेटिएन; टेम्प्लेटका स्तम्भहरू प्रयोग गर्नुहोस्।',
    en: "No header row was found; use the template's columns.",
  },
  'imports.noRows': { ne: 'फाइलमा कुनै कार्यक्रम छैन।', en: 'The file holds no events.' },
  'imports.unreadable': { ne: 'फाइल पढ्न सकिएन।', en: 'The file could not be read.' },
  'imports.formulaNoValue': {
    ne: 'यो कक्षमा सूत्र मात्र छ, मान छैन; मान नै लेख्नुहोस्।',
    en: 'This cell holds a formula without a value; type the value in.',
  },
  'imports.unknownCategory': {
    ne: '"{name}" नामको विषयगत क्षेत्र भेटिएन; "{suggestion}" हो कि?',
    en: 'There is no category named "{name}"; did you mean "{suggestion}"?',
  },
  'imports.unknownCategoryNoHint': {
    ne: '"{name}" नामको विषयगत क्षेत्र भेटिएन।',
    en: 'There is no category named "{name}".',
  },
  'imports.duplicateEvent': {
    ne: 'यही मिति र शीर्षकको कार्यक्रम पहिले नै छ।',
    en: 'An event with this date and title exists already.',
  },
  'imports.duplicateRow': {
    ne: 'पङ्क्ति {row} सँग दोहोरियो (उही मिति र शीर्षक)।',
    en: 'Same date and title as row {row}.',
  },
  'imports.badTime': {
    ne: 'समय HH:mm ढाँचामा लेख्नुहोस् (जस्तै १०:००)।',
    en: 'Write the time as HH:mm (e.g. 10:00).',
  },
  'imports.required': { ne: '{field} आवश्यक छ।', en: '{field} is required.' },
  'imports.tooLong': {
    ne: '{field} बढीमा {max} अक्षरको हुनुपर्छ।',
    en: '{field} must be at most {max} characters.',
  },
  'imports.col.id': { ne: 'id', en: 'id' },
  'imports.badId': {
    ne: 'id "{id}" मिलेन; हाम्रो निर्यातले लेखेको अङ्क नै राख्नुहोस्, वा नयाँ कार्यक्रमका लागि खाली छोड्नुहोस्।',
    en: 'The id "{id}" is not valid; keep the number our export wrote, or leave it empty for a new event.',
  },
  'imports.unknownId': {
    ne: 'id {id} भएको कार्यक्रम यस पालिकाको आर्थिक वर्ष {year} मा छैन। नयाँ कार्यक्रमका रूपमा थप्न id कक्ष खाली गर्नुहोस्।',
    en: "No event with id {id} is in this municipality's fiscal year {year}. To add it as a new event, empty its id cell.",
  },
  'imports.duplicateId': {
    ne: 'पङ्क्ति {row} मा पनि यही id छ; एउटा कार्यक्रम एक पटक मात्र।',
    en: 'Row {row} has the same id; one row per event.',
  },
  'imports.badStatus': {
    ne: '"{value}" स्थिति बुझिएन; यीमध्ये एक लेख्नुहोस्: {choices}।',
    en: 'The status "{value}" is not known; write one of: {choices}.',
  },
  'imports.badPercent': {
    ne: 'प्रगति "{value}" मिलेन; ० देखि १०० सम्मको पूर्णाङ्क लेख्नुहोस्।',
    en: 'The progress "{value}" is not valid; write a whole number from 0 to 100.',
  },
  'imports.badAmount': {
    ne: 'रकम "{value}" मिलेन; रुपैयाँ अङ्कमा लेख्नुहोस् (जस्तै १,२५,०००)।',
    en: 'The amount "{value}" is not valid; write rupees in figures (e.g. 125,000).',
  },
  'imports.amountNotWhole': {
    ne: 'रकम "{value}" पूरा रुपैयाँमा लेख्नुहोस् (पैसा बिना)।',
    en: 'Write the amount "{value}" in whole rupees (no paisa).',
  },
  'imports.tasksKept': {
    ne: 'फाइलमा नभएका कार्य राखिन्छन् (आयातले कार्य र प्रमाण हटाउँदैन): {tasks}',
    en: 'Tasks not in the file are kept (an import never removes a task or its proof): {tasks}',
  },
  'imports.saveAsUtf8': {
    ne: 'यो CSV फाइल UTF-8 मा सुरक्षित गरिएको छैन, त्यसैले नेपाली अक्षर पढ्न सकिँदैन। एक्सेलमा "Save As" गरी "CSV UTF-8 (Comma delimited)" छानेर फेरि पठाउनुहोस्, वा .xlsx नै पठाउनुहोस्।',
    en: 'This CSV file was not saved as UTF-8, so its Nepali letters cannot be read. In Excel use "Save As", choose "CSV UTF-8 (Comma delimited)" and send it again, or send the .xlsx.',
  },
  'imports.createdUpdated': {
    ne: '{count} वटा नयाँ कार्यक्रम थपियो, {updated} वटा अद्यावधिक भयो।',
    en: '{count} event(s) added, {updated} updated.',
  },
  'imports.col.date': { ne: 'मिति (वि.सं.)', en: 'Date (BS)' },
  'imports.col.time': { ne: 'समय', en: 'Time' },
  'imports.col.title': { ne: 'शीर्षक', en: 'Title' },
  'imports.col.description': { ne: 'विवरण', en: 'Description' },
  'imports.col.categories': { ne: 'विषयगत क्षेत्र', en: 'Categories' },
  'imports.col.responsible': { ne: 'जिम्मेवार व्यक्ति / शाखा', en: 'Responsible' },
  'imports.col.tasks': { ne: 'कार्यहरू', en: 'Tasks' },
  // Issue 28: where an event is and which branch keeps it.
  'imports.col.wards': { ne: 'वडा', en: 'Wards' },
  'imports.col.branch': { ne: 'शाखा', en: 'Branch' },
  'imports.badWards': {
    ne: 'वडा "{value}" बुझिएन; वडा नम्बर लेख्नुहोस् (जस्तै ३, ६ र ११), पालिका स्तरीय भए खाली छोड्नुहोस्।',
    en: 'The wards "{value}" are not understood; write ward numbers (e.g. 3, 6 and 11), or leave the cell empty for the whole municipality.',
  },
  'imports.tooManyWards': {
    ne: 'एउटा कार्यक्रममा बढीमा {max} वटा वडा हुन सक्छन्।',
    en: 'An event names at most {max} wards.',
  },
  'imports.unknownBranch': {
    ne: '"{name}" नामको शाखा यो पालिकामा भेटिएन; "{suggestion}" हो कि?',
    en: 'This municipality has no branch named "{name}"; did you mean "{suggestion}"?',
  },
  'imports.unknownBranchNoHint': {
    ne: '"{name}" नामको शाखा यो पालिकामा भेटिएन।',
    en: 'This municipality has no branch named "{name}".',
  },
  'imports.branchInactive': {
    ne: '"{name}" शाखा निष्क्रिय छ; अर्को शाखा लेख्नुहोस्।',
    en: 'The branch "{name}" is inactive; write another one.',
  },
  'imports.sheet.instructions': { ne: 'निर्देशन', en: 'Instructions' },
  'imports.sheet.data': { ne: 'कार्यक्रमहरू', en: 'Events' },
  'imports.help.title': {
    ne: 'कार्ययोजना आयात गर्ने टेम्प्लेट',
    en: 'Template for importing a plan',
  },
  'imports.help.1': {
    ne: '"कार्यक्रमहरू" पानामा एक पङ्क्तिमा एउटा कार्यक्रम लेख्नुहोस्; पहिलो पङ्क्तिका शीर्षकहरू नबदल्नुहोस्।',
    en: 'On the "Events" sheet write one event per row; keep the headers of the first row.',
  },
  'imports.help.2': {
    ne: 'मिति बिक्रम संवत्‌मा YYYY-MM-DD वा YYYY/MM/DD (जस्तै २०८३-०४-१५); अङ्क नेपाली वा अंग्रेजी दुवै चल्छ। एक्सेलको मिति कक्ष भए ईस्वी मानेर वि.सं.मा बदलिन्छ।',
    en: 'Dates in Bikram Sambat as YYYY-MM-DD or YYYY/MM/DD (e.g. 2083-04-15), Nepali or ASCII digits. An Excel date cell is read as AD and converted.',
  },
  'imports.help.3': {
    ne: 'मिति छानिएको आर्थिक वर्षभित्र हुनुपर्छ। समय HH:mm (नलेखे १०:००)।',
    en: 'Dates must lie within the chosen fiscal year. Time as HH:mm (10:00 when left empty).',
  },
  'imports.help.4': {
    ne: 'विषयगत क्षेत्र प्रणालीमा भएकै नामले लेख्नुहोस्; धेरै भए , वा ; ले छुट्याउनुहोस्।',
    en: 'Categories by their names in the system; separate several with , or ;.',
  },
  'imports.help.5': {
    ne: 'कार्यहरू एउटै कक्षमा नयाँ लाइन वा ; ले छुट्याएर लेख्नुहोस्।',
    en: 'Tasks in one cell, separated by new lines or ;.',
  },
  'imports.help.6': {
    ne: 'पहिले "पूर्वावलोकन" गरी त्रुटि सच्याउनुहोस्; आयात गर्दा सबै पङ्क्ति एकैपटक थपिन्छन्, कुनै पङ्क्तिमा त्रुटि भए केही पनि थपिँदैन। बढीमा ५००० पङ्क्ति; सूत्र र म्याक्रो नराख्नुहोस्।',
    en: 'Preview first and fix the errors; an import adds every row at once, or none if any row has an error. At most 5000 rows; no formulas or macros.',
  },
  'imports.help.7': {
    ne: 'प्रगति भर्न: "Excel बाट आयात" पृष्ठबाट वर्षको योजना डाउनलोड गरी स्थिति, उपलब्धि वा कारण, प्रगति र खर्च भर्नुहोस् अनि त्यही फाइल आयात गर्नुहोस्। अन्तिम स्तम्भको id भएका पङ्क्तिले ती कार्यक्रम अद्यावधिक गर्छन्; id नभएका पङ्क्ति नयाँ थपिन्छन्।',
    en: 'To fill in progress: download the year\'s plan from the "Import from Excel" page, fill in status, outcome or reason, progress and spent, and import that file. Rows with an id in the last column update those events; rows without one are added.',
  },
  'imports.help.8': {
    ne: 'वडा: कार्यक्रम हुने वडा नम्बर (जस्तै ३ वा "३, ६ र ११"); पालिका स्तरीय भए खाली छोड्नुहोस्। शाखा: प्रणालीमा भएकै शाखाको नाम (नेपाली वा अंग्रेजी)। यी स्तम्भ नभए भण्डार भएकै वडा र शाखा रहन्छन्।',
    en: 'Wards: the ward numbers of the event (e.g. 3 or "3, 6 and 11"); leave it empty for the whole municipality. Branch: a branch\'s name in the system (Nepali or English). Without these columns the stored wards and branch stay.',
  },
  'imports.example.title': { ne: 'वडास्तरीय सरसफाइ अभियान', en: 'Ward cleanliness campaign' },
  'imports.example.description': {
    ne: 'सबै वडामा सरसफाइ अभियान सञ्चालन गर्ने।',
    en: 'Run a cleanliness campaign in every ward.',
  },
  'imports.example.responsible': { ne: 'वातावरण शाखा', en: 'Environment section' },
  'imports.example.tasks': {
    ne: 'वडाहरूसँग समन्वय\nसामग्री खरिद',
    en: 'Coordinate with the wards\nBuy the materials',
  },
  'imports.file.template': { ne: 'कार्ययोजना-टेम्प्लेट', en: 'plan-template' },
  'imports.company.created': {
    ne: '{count} वटा पालिका आयात भयो।',
    en: '{count} municipality(ies) imported.',
  },
  'imports.company.noRows': { ne: 'फाइलमा कुनै पालिका छैन।', en: 'The file holds no municipalities.' },
  'imports.company.duplicate': {
    ne: 'यस नामको पालिका पहिले नै छ।',
    en: 'A municipality with this name exists already.',
  },
  'imports.company.duplicateRow': {
    ne: 'पङ्क्ति {row} सँग नाम दोहोरियो।',
    en: 'Same name as row {row}.',
  },
  'imports.company.col.name': { ne: 'पालिकाको नाम', en: 'Name' },
  'imports.company.col.description': { ne: 'नारा / विवरण', en: 'Tagline' },
  'imports.company.col.province': { ne: 'प्रदेश', en: 'Province' },
  'imports.company.col.district': { ne: 'जिल्ला', en: 'District' },
  'imports.company.col.municipality': { ne: 'स्थानीय तह', en: 'Local level' },
  'imports.company.col.address': { ne: 'ठेगाना', en: 'Address' },
  'imports.company.col.contact': { ne: 'सम्पर्क नम्बर', en: 'Contact' },
  'imports.company.col.email': { ne: 'इमेल', en: 'Email' },
  'imports.company.col.website': { ne: 'वेबसाइट', en: 'Website' },
  'imports.company.col.expiry': {
    ne: 'सदस्यता सकिने मिति (वि.सं.)',
    en: 'Expiry date (BS)',
  },
  'imports.company.sheet.data': { ne: 'पालिकाहरू', en: 'Municipalities' },
  'imports.company.help.title': {
    ne: 'पालिकाहरू आयात गर्ने टेम्प्लेट',
    en: 'Template for importing municipalities',
  },
  'imports.company.help.1': {
    ne: '"पालिकाहरू" पानामा एक पङ्क्तिमा एउटा पालिका लेख्नुहोस्; पहिलो पङ्क्तिका शीर्षकहरू नबदल्नुहोस्। नाम र स्थानीय तह अनिवार्य छन्।',
    en: 'On the "Municipalities" sheet write one municipality per row; keep the headers of the first row. The name and the local level are required.',
  },
  'imports.company.help.2': {
    ne: 'प्रदेश, जिल्ला र स्थानीय तह सरकारी सूचीकै नामले लेख्नुहोस् (जस्तै बागमती, काभ्रेपलाञ्चोक, धुलिखेल नगरपालिका); चलेका अर्का हिज्जे पनि चिनिन्छन् र सूचीको नाम राखिन्छ। एउटै नामका दुई तह भेटिए कुन हो भनेर सोधिन्छ।',
    en: 'Province, district and local level by their names in the government list (e.g. Bagmati, Kavrepalanchok, Dhulikhel Municipality); common other spellings are recognised and the list’s names are stored. When two local levels match, you are asked which one.',
  },
  'imports.company.help.3': {
    ne: 'पालिकाको नाम प्रणालीमा भएको अर्को पालिका वा यही फाइलको अर्को पङ्क्तिसँग मिल्नु हुँदैन। इमेल name@example.com जस्तो।',
    en: 'A name must not repeat a municipality in the system or another row of the file. Email like name@example.com.',
  },
  'imports.company.help.4': {
    ne: 'सदस्यता सकिने मिति बिक्रम संवत्‌मा YYYY-MM-DD वा YYYY/MM/DD; अङ्क नेपाली वा अंग्रेजी दुवै चल्छ। एक्सेलको मिति कक्ष भए ईस्वी मानिन्छ। खाली छोडे आजदेखि एक वर्ष।',
    en: 'Expiry date in Bikram Sambat as YYYY-MM-DD or YYYY/MM/DD, Nepali or ASCII digits. An Excel date cell is read as AD. Left empty: one year from today.',
  },
  'imports.company.help.5': {
    ne: 'पहिले "पूर्वावलोकन" गरी त्रुटि सच्याउनुहोस्; आयात गर्दा सबै पङ्क्ति एकैपटक थपिन्छन्, कुनै पङ्क्तिमा त्रुटि भए केही पनि थपिँदैन। बढीमा ५००० पङ्क्ति; सूत्र र म्याक्रो नराख्नुहोस्। लोगो पछि पालिकाको फारमबाट थप्नुहोस्।',
    en: 'Preview first and fix the errors; an import adds every row at once, or none if any row has an error. At most 5000 rows; no formulas or macros. Add the logos later on the municipality’s form.',
  },
  'imports.company.example.name': { ne: 'धुलिखेल नगरपालिका', en: 'Dhulikhel Municipality' },
  'imports.company.example.description': {
    ne: 'नगर कार्यपालिकाको कार्यालय',
    en: 'Office of the Municipal Executive',
  },
  'imports.company.example.province': { ne: 'बागमती', en: 'Bagmati' },
  'imports.company.example.district': { ne: 'काभ्रेपलाञ्चोक', en: 'Kavrepalanchok' },
  'imports.company.example.municipality': {
    ne: 'धुलिखेल नगरपालिका',
    en: 'Dhulikhel Municipality',
  },
  'imports.company.example.address': { ne: 'धुलिखेल, काभ्रेपलाञ्चोक', en: 'Dhulikhel, Kavrepalanchok' },
  'imports.company.file.template': { ne: 'पालिका-आयात-टेम्प्लेट', en: 'municipalities-template' },
  'error.multipartExpected': {
    ne: 'फाइलसहितको फारम (multipart/form-data) पठाउनुहोस्।',
    en: 'multipart/form-data expected',
  },
  'error.badRequest': { ne: 'अनुरोध बुझिएन।', en: 'The request could not be read.' },
  'error.validation': {
    ne: 'कृपया दिइएका विवरण जाँच गर्नुहोस्।',
    en: 'Please check the details you entered.',
  },
  'error.forbidden': {
    ne: 'तपाईंलाई यो काम गर्ने अनुमति छैन।',
    en: 'You are not allowed to do this.',
  },
  'error.metricsForbidden': {
    ne: 'यो ठेगानाबाट मेट्रिक्स हेर्न मिल्दैन (METRICS_ALLOW)।',
    en: 'Metrics cannot be read from this address (METRICS_ALLOW).',
  },
  'error.companyExpired': {
    ne: 'तपाईंको पालिकाको सदस्यता सकिएको छ। नवीकरणका लागि सम्पर्क गर्नुहोस्।',
    en: "Your municipality's subscription has expired. Please contact us to renew it.",
  },
  'error.notFound': { ne: 'खोजिएको कुरा भेटिएन।', en: 'Not found.' },
  'error.methodNotAllowed': {
    ne: 'यो ठेगानामा यो किसिमको अनुरोध (method) चल्दैन।',
    en: 'This address does not take this method.',
  },
  'error.conflict': { ne: 'यो काम अहिले गर्न मिल्दैन।', en: 'This cannot be done now.' },
  'error.tooLarge': { ne: 'पठाइएको फाइल वा विवरण धेरै ठूलो छ।', en: 'What was sent is too large.' },
  'error.unsupportedMedia': {
    ne: 'यो प्रकारको फाइल स्वीकार्य छैन।',
    en: 'This type of file is not accepted.',
  },
  'error.rateLimited': {
    ne: 'धेरै अनुरोध भयो। केही बेरपछि प्रयास गर्नुहोस्।',
    en: 'Too many requests. Please try again shortly.',
  },
  'error.internal': {
    ne: 'सर्भरमा समस्या आयो। कृपया फेरि प्रयास गर्नुहोस्।',
    en: 'Something went wrong on the server. Please try again.',
  },
  'error.storeUnavailable': {
    ne: 'फाइलहरू अहिले खोल्न सकिएन। केही बेरपछि फेरि प्रयास गर्नुहोस्।',
    en: 'Files cannot be reached just now. Please try again shortly.',
  },
} as const satisfies Record<string, { ne: string; en: string }>;

export type MessageKey = keyof typeof catalogue;
export type Lang = 'ne' | 'en';

/** The sentence for a key in a language, with `{name}` placeholders filled in. */
export function translate(
  key: MessageKey,
  lang: Lang,
  params: Record<string, string | number> = {},
): string {
  const template: string = catalogue[key][lang];
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    if (!(name in params)) return m;
    const value = params[name];
    // Numbers, dates and year labels read in Devanagari digits in a Nepali sentence.
    const numeric = typeof value === 'number' || /^[\d/-]+$/.test(value ?? '');
    return numeric && lang === 'ne' ? toDevanagariDigits(String(value)) : String(value);
  });
}

/** Reads Accept-Language: English when the client prefers it, Nepali otherwise. */
export function languageOf(acceptLanguage: string | string[] | undefined): Lang {
  const value = Array.isArray(acceptLanguage) ? acceptLanguage[0] : acceptLanguage;
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'ne';
}
