// Loads and instantiates xibs with GNUstep's NSNib, one file per process, and prints one line:
//   PATH <TAB> load µs <TAB> first instantiation µs <TAB> median later instantiation µs <TAB> top-level objects <TAB> status
// Custom classes named by the document are registered as empty subclasses of the AppKit class
// of their element (NSObject for custom objects) that ignore unknown outlets and keys, so that a
// missing application class is not what fails; File's Owner is an instance of its declared class. Graphs are never released: releasing some of them crashes
// inside libgnustep-gui. Build and run: see README.md in this folder.
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
/// views and NSObject for anything unknown.
static Class appKitClass(NSString *element) {
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

/// Registers a stub for every custom class the document names: `customClass="…"` in the modern
/// format (superclass from the element), `NSClassName` strings in legacy archives.
static void registerCustomClasses(NSString *text) {
    NSRegularExpression *modern = [NSRegularExpression regularExpressionWithPattern:
        @"<([A-Za-z]+)\\b[^>]*?\\bcustomClass=\"([^\"]+)\"" options:0 error:NULL];
    for (NSTextCheckingResult *match in [modern matchesInString:text options:0 range:NSMakeRange(0, [text length])]) {
        registerStub([text substringWithRange:[match rangeAtIndex:2]], appKitClass([text substringWithRange:[match rangeAtIndex:1]]));
    }
    NSRegularExpression *legacy = [NSRegularExpression regularExpressionWithPattern:
        @"<object class=\"(NSCustomView|NSCustomObject)\"[^>]*>\\s*(?:<[^>]*>[^<]*</[^>]*>\\s*)*?<string key=\"NSClassName\">([^<]+)</string>"
        options:0 error:NULL];
    for (NSTextCheckingResult *match in [legacy matchesInString:text options:0 range:NSMakeRange(0, [text length])]) {
        BOOL view = [[text substringWithRange:[match rangeAtIndex:1]] isEqualToString:@"NSCustomView"];
        registerStub([text substringWithRange:[match rangeAtIndex:2]], view ? [NSView class] : [NSObject class]);
    }
    NSRegularExpression *names = [NSRegularExpression regularExpressionWithPattern:
        @"<string key=\"NSClassName\">([^<]+)</string>" options:0 error:NULL];
    for (NSTextCheckingResult *match in [names matchesInString:text options:0 range:NSMakeRange(0, [text length])]) {
        registerStub([text substringWithRange:[match rangeAtIndex:1]], [NSObject class]);
    }
}

/// File's Owner as the document declares it: an instance of its (stub) class, or NSApp for the
/// application and for documents that name none.
static id fileOwner(NSString *text) {
    NSArray *patterns = [NSArray arrayWithObjects:
        @"<customObject\\b[^>]*?\\bid=\"-2\"[^>]*?\\bcustomClass=\"([^\"]+)\"",
        @"<customObject\\b[^>]*?\\bcustomClass=\"([^\"]+)\"[^>]*?\\bid=\"-2\"",
        @"<object class=\"NSCustomObject\"[^>]*>\\s*<string key=\"NSClassName\">([^<]+)</string>", nil];
    for (NSString *pattern in patterns) {
        NSRegularExpression *expression = [NSRegularExpression regularExpressionWithPattern:pattern options:0 error:NULL];
        NSTextCheckingResult *match = [expression firstMatchInString:text options:0 range:NSMakeRange(0, [text length])];
        if (match == nil) continue;
        Class owner = NSClassFromString([text substringWithRange:[match rangeAtIndex:1]]);
        if (owner == Nil || [owner isSubclassOfClass:[NSApplication class]]) return NSApp;
        id instance = [[owner alloc] init];
        return instance != nil ? instance : NSApp;
    }
    return NSApp;
}

static int compareDoubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return x < y ? -1 : x > y;
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
        NSString *text = [NSString stringWithContentsOfFile:path encoding:NSUTF8StringEncoding error:NULL];
        if (text == nil) {
            printf("%s\t\t\t\t\tcannot read the file\n", argv[1]);
            return 1;
        }
        registerCustomClasses(text);
        id owner = fileOwner(text);
        double start = now_us();
        NSNib *nib = [[NSNib alloc] initWithContentsOfURL:[NSURL fileURLWithPath:path]];
        double load = now_us() - start;
        if (nib == nil) {
            printf("%s\t%.0f\t\t\t\tNSNib returned nil\n", argv[1], load);
            return 1;
        }
        double times[64];
        if (repetitions > 64) repetitions = 64;
        NSUInteger topLevel = 0;
        for (int i = 0; i <= repetitions; i++) {
            NSArray *objects = nil;
            BOOL loaded = NO;
            NSString *failure = @"instantiateWithOwner:topLevelObjects: returned NO";
            start = now_us();
            @try {
                loaded = [nib instantiateWithOwner:owner topLevelObjects:&objects];
            } @catch (NSException *exception) {
                failure = [NSString stringWithFormat:@"%@: %@", [exception name], [exception reason]];
            }
            times[i] = now_us() - start;
            if (!loaded) {
                printf("%s\t%.0f\t\t\t\t%s\n", argv[1], load, [[failure stringByReplacingOccurrencesOfString:@"\n" withString:@" "] UTF8String]);
                return 1;
            }
            topLevel = [objects count];
            [objects retain];   // never released: see above
        }
        qsort(times + 1, repetitions, sizeof(double), compareDoubles);
        printf("%s\t%.0f\t%.0f\t%.0f\t%lu\tok\n", argv[1], load, times[0], repetitions > 0 ? times[1 + repetitions / 2] : 0.0,
               (unsigned long)topLevel);
    }
    [pool release];
    return 0;
}
