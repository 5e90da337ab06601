import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;

class DefaultFirebaseOptions {
  static const FirebaseOptions android = FirebaseOptions(
    apiKey: 'AIzaifqyFNV5X58ZgZXRV9hI7ua92IX2dzy4MiY',
    appId: '1:104349640248:android:5ae4c5139294a92f',
    messagingSenderId: '310149202583',
    projectId: 'plantpal-c1987',
  );
  static const FirebaseOptions ios = FirebaseOptions(
    apiKey: 'AIzaW3vIS8hoeA6iKnUwtzIFtpyGo-xLToFvcQA',
    appId: '1:287612098561:ios:0bbb19da39374c01',
    messagingSenderId: '869292906483',
    projectId: 'plantpal-c1987',
    iosClientId: '107434062047-7yho858xl1be8mdiqkluj3gtl341m0i3.apps.googleusercontent.com',
    iosBundleId: 'games.brightloop.plantpal',
  );
}
