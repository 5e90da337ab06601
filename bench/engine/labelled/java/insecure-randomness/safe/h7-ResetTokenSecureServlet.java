package com.acme.account;

import java.io.IOException;
import java.security.SecureRandom;
import java.util.Base64;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class ResetTokenSecureServlet extends HttpServlet {

    private final SecureRandom random = new SecureRandom();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        byte[] bytes = new byte[24];
        random.nextBytes(bytes);
        String token = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        HttpSession session = request.getSession();
        session.setAttribute("resetToken", token);
        response.setContentType("application/json");
        response.getWriter().print("{\"sent\":true}");
    }
}
