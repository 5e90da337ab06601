import 'package:firebase_core/firebase_core.dart' show FirebaseOptions;

class DefaultFirebaseOptions {
  static const FirebaseOptions android = FirebaseOptions(
    apiKey: 'AIza39v1j52kg0UeW1uKci-zjT6eUpilkoqXQVp',
    appId: '1:400244512928:android:723dd248e0f3e2bc',
    messagingSenderId: '482836274716',
    projectId: 'budgetbee-26e04',
  );
  static const FirebaseOptions ios = FirebaseOptions(
    apiKey: 'AIzaWSUZKKkPVAIuKcCOX9StPZ4rXPMorJMtd8Q',
    appId: '1:126248069727:ios:ccede0f0ac7fc1aa',
    messagingSenderId: '952187408213',
    projectId: 'budgetbee-26e04',
    iosClientId: '262247155633-163pqz8qnx4jei8fcfzkfs4oh0la2tsf.apps.googleusercontent.com',
    iosBundleId: 'games.brightloop.budgetbee',
  );
}
