class LoginController {
    private static final String TOKEN_PREFIX = "Bearer ";
    String login(HttpServletRequest request) {
        String password = request.getParameter("password");
        String token = request.getHeader("X-Auth-Token");
        return password + token;
    }
}
