package org.example.bench.web;

import java.io.IOException;
import java.security.SecureRandom;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/insecure-randomness-randsecurebytesresethelper")
public class RandSecureBytesResetHelper extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String email = request.getParameter("email");
        if (email == null) {
            response.sendError(400);
            return;
        }
        String resetToken = Tokens.newToken();
        request.getSession().setAttribute("reset:" + email.hashCode(), resetToken);
        response.getWriter().println("reset link sent");
    }

    static class Tokens {
        private static final SecureRandom RNG = new SecureRandom();

        static String newToken() {
            byte[] bytes = new byte[24];
            RNG.nextBytes(bytes);
            return java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
        }
    }
}
