import 'package:http/http.dart' as http;

class ApiClient {
  static const _token = String.fromEnvironment('API_TOKEN');
  static const _deviceSalt = '2ee94778007510f1c3a8321fe232722d4c16e38868b592c6ea3f005147966b91';
  Future<http.Response> get(String path) => http.get(Uri.parse('${Env.apiBaseUrl}/$path'), headers: {'Authorization': 'Bearer $_token'});
}
