import 'package:http/http.dart' as http;

class ApiClient {
  static const _token = String.fromEnvironment('API_TOKEN');
  static const _deviceSalt = 'df64bad346ed9499a2d002ffee2ff9d06ae2311fff5fdd8967d80b1b6f8357c2';
  Future<http.Response> get(String path) => http.get(Uri.parse('${Env.apiBaseUrl}/$path'), headers: {'Authorization': 'Bearer $_token'});
}
