// Loads and instantiates one xib with GNUstep's NSNib, one file per process: REPETITIONS + 1
// cycles of load (`initWithContentsOfURL:`) and `instantiateWithOwner:topLevelObjects:`, printing
// one line with the same columns as the swift-nib side (Tools/nib-peer-timing):
//   PATH <TAB> first load+instantiation µs <TAB> median later load+instantiation µs
//        <TAB> median later load µs <TAB> median later instantiation µs <TAB> top-level objects <TAB> status
// Custom classes named by the document are registered as empty subclasses of the AppKit class
// of their element (NSObject for custom objects) that ignore unknown outlets and keys, so that a
// missing application class is not what fails; File's Owner is an instance of its declared class.
// Graphs are never released: releasing some of them crashes inside libgnustep-gui.
// Build and run: see README.md in this folder.
#import <AppKit/AppKit.h>
#import <objc/runtime.h>
#include <time.h>

static double now_us(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e6 + t.tv_nsec / 1e3;
}

static void ignoreUndefinedKey(id self, SEL _cmd, id value, NSString *key) {}
static id nilForUndefinedKey(id self, SEL _cmd, NSString *key) { return nil; }

/// The AppKit class an element stands for: `textField` → NSTextField, else NSView for custom
/// views and NSObject for custom objects and anything unknown. (`customObject` and `customView`
/// must not become GNUstep's NSCustomObject / NSCustomView: those are the unarchiver's own
/// placeholders, and an instance of one as File's Owner makes the loader try to instantiate it.)
static Class appKitClass(NSString *element) {
    if ([element isEqualToString:@"customObject"]) return [NSObject class];
    if ([element isEqualToString:@"customView"]) return [NSView class];
    if ([element length] > 0) {
        NSString *name = [@"NS" stringByAppendingString:[[[element substringToIndex:1] uppercaseString]
                                                         stringByAppendingString:[element substringFromIndex:1]]];
        Class known = NSClassFromString(name);
        if (known != Nil) return known;
        if ([element hasSuffix:@"View"]) return [NSView class];
    }
    return [NSObject class];
}

static void registerStub(NSString *name, Class superclass) {
    if ([name length] == 0 || NSClassFromString(name) != Nil) return;
    Class stub = objc_allocateClassPair(superclass, [name UTF8String], 0);
    if (stub == Nil) return;
    class_addMethod(stub, @selector(setValue:forUndefinedKey:), (IMP)ignoreUndefinedKey, "v@:@@");
    class_addMethod(stub, @selector(valueForUndefinedKey:), (IMP)nilForUndefinedKey, "@@:@");
    objc_registerClassPair(stub);
}

static NSArray *nodes(id node, NSString *xpath) {
    NSArray *found = [node nodesForXPath:xpath error:NULL];
    return found != nil ? found : [NSArray array];
}

/// The text of an archive object's `<string key="KEY">` child, or nil.
static NSString *stringChild(NSXMLElement *object, NSString *key) {
    NSArray *found = nodes(object, [NSString stringWithFormat:@"string[@key='%@']", key]);
    return [found count] > 0 ? [[found objectAtIndex:0] stringValue] : nil;
}

/// Registers a stub for every custom class the document names. Modern documents: every
/// `customClass` attribute, the superclass from its element. Legacy archives: class swappers keep
/// their original class, custom views are views, custom objects objects, custom window classes windows.
static void registerCustomClasses(NSXMLDocument *document) {
    for (NSXMLElement *element in nodes(document, @"//*[@customClass]")) {
        registerStub([[element attributeForName:@"customClass"] stringValue], appKitClass([element name]));
    }
    for (NSXMLElement *object in nodes(document, @"//object[@class='NSClassSwapper']")) {
        Class original = NSClassFromString(stringChild(object, @"NSOriginalClassName"));
        registerStub(stringChild(object, @"NSClassName"), original != Nil ? original : [NSObject class]);
    }
    for (NSXMLElement *object in nodes(document, @"//object[@class='NSCustomView']")) {
        registerStub(stringChild(object, @"NSClassName"), [NSView class]);
    }
    for (NSXMLElement *object in nodes(document, @"//object[@class='NSCustomObject']")) {
        registerStub(stringChild(object, @"NSClassName"), [NSObject class]);
    }
    for (NSXMLElement *object in nodes(document, @"//object[@class='NSWindowTemplate']")) {
        registerStub(stringChild(object, @"NSWindowClass"), [NSWindow class]);
    }
}

/// File's Owner as the document declares it (modern: the `-2` placeholder's class; legacy: the
/// first custom object, which archives list first): an instance of its (stub) class, or NSApp for
/// the application and for documents that name none.
static id fileOwner(NSXMLDocument *document) {
    NSString *name = nil;
    NSArray *modern = nodes(document, @"//customObject[@id='-2']");
    NSArray *legacy = nodes(document, @"//object[@class='NSCustomObject']");
    if ([modern count] > 0) {
        name = [[[modern objectAtIndex:0] attributeForName:@"customClass"] stringValue];
    } else if ([legacy count] > 0) {
        name = stringChild([legacy objectAtIndex:0], @"NSClassName");
    }
    Class owner = name != nil ? NSClassFromString(name) : Nil;
    if (owner == Nil || [owner isSubclassOfClass:[NSApplication class]]) return NSApp;
    id instance = [[owner alloc] init];
    return instance != nil ? instance : NSApp;
}

static int compareDoubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
}

/// The median of cycles 1…count (cycle 0, the first, is reported on its own); sorts them in place.
static double laterMedian(double *values, int count) {
    qsort(values + 1, count, sizeof(double), compareDoubles);
    return values[1 + count / 2];
}

int main(int argc, char **argv) {
    NSAutoreleasePool *pool = [NSAutoreleasePool new];
    {
        if (argc < 2) {
            fprintf(stderr, "usage: nibload FILE.xib [REPETITIONS]\n");
            return 2;
        }
        NSString *path = [NSString stringWithUTF8String:argv[1]];
        int repetitions = argc > 2 ? atoi(argv[2]) : 5;
        [NSApplication sharedApplication];
        NSData *bytes = [NSData dataWithContentsOfFile:path];
        NSXMLDocument *document = bytes != nil ? [[NSXMLDocument alloc] initWithData:bytes options:0 error:NULL] : nil;
        if (document == nil) {
            printf("%s\t\t\t\t\t\tcannot read the file as XML\n", argv[1]);
            return 1;
        }
        registerCustomClasses(document);
        id owner = fileOwner(document);
        double load[65], instantiation[65], total[65];
        if (repetitions < 1) repetitions = 1;
        if (repetitions > 64) repetitions = 64;
        NSUInteger topLevel = 0;
        for (int i = 0; i <= repetitions; i++) {
            double start = now_us();
            NSNib *nib = [[NSNib alloc] initWithContentsOfURL:[NSURL fileURLWithPath:path]];
            load[i] = now_us() - start;
            if (nib == nil) {
                printf("%s\t\t\t\t\t\tNSNib returned nil\n", argv[1]);
                return 1;
            }
            NSArray *objects = nil;
            BOOL loaded = NO;
            NSString *failure = @"instantiateWithOwner:topLevelObjects: returned NO";
            start = now_us();
            @try {
                loaded = [nib instantiateWithOwner:owner topLevelObjects:&objects];
            } @catch (NSException *exception) {
                failure = [NSString stringWithFormat:@"%@: %@", [exception name], [exception reason]];
            }
            instantiation[i] = now_us() - start;
            total[i] = load[i] + instantiation[i];
            if (!loaded) {
                // The first cycle's time when only a later instantiation fails (GNUstep loaded the file once).
                NSString *first = i > 0 ? [NSString stringWithFormat:@"%.0f", total[0]] : @"";
                printf("%s\t%s\t\t\t\t\tinstantiation %d of %d: %s\n", argv[1], [first UTF8String], i + 1, repetitions + 1,
                       [[failure stringByReplacingOccurrencesOfString:@"\n" withString:@" "] UTF8String]);
                return 1;
            }
            topLevel = [objects count];
            [objects retain];   // never released: see above
        }
        printf("%s\t%.0f\t%.0f\t%.0f\t%.0f\t%lu\tok\n", argv[1], total[0], laterMedian(total, repetitions),
               laterMedian(load, repetitions), laterMedian(instantiation, repetitions), (unsigned long)topLevel);
    }
    [pool release];
    return 0;
}
