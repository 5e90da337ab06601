import 'package:http/http.dart' as http;

class ApiClient {
  static const _token = String.fromEnvironment('API_TOKEN');
  static const _deviceSalt = '6919ac762de8b87c5d04134cc6134e1778aedc06b15433939ba7d9c51d9c159e';
  Future<http.Response> get(String path) => http.get(Uri.parse('${Env.apiBaseUrl}/$path'), headers: {'Authorization': 'Bearer $_token'});
}
