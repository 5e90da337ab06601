package com.acme.account;

import java.io.IOException;
import java.util.Random;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class ResetTokenServlet extends HttpServlet {

    private final Random random = new Random();

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws IOException {
        String email = request.getParameter("email");
        String token = Long.toHexString(random.nextLong()) + Integer.toHexString(random.nextInt());
        HttpSession session = request.getSession();
        session.setAttribute("resetToken", token);
        session.setAttribute("resetEmail", email);
        response.setContentType("application/json");
        response.getWriter().print("{\"sent\":true}");
    }
}
