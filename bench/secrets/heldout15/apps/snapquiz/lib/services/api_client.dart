import 'package:http/http.dart' as http;

class ApiClient {
  static const _token = 'kq-7AZh-0Gypes21_ahQXwjvxOMROBg6i25vBWZSVXr1';
  static const _deviceSalt = 'e7c1cdcd1e894bfbeaeb38cb8f9099c21f45695f705644cde905d6e0c7c4bca1';
  Future<http.Response> get(String path) => http.get(Uri.parse('${Env.apiBaseUrl}/$path'), headers: {'Authorization': 'Bearer $_token'});
}
