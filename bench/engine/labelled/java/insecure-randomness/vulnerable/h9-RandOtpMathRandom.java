package com.vault.mfa;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class RandOtpMathRandom extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        HttpSession session = request.getSession();
        int otp = 100000 + (int) (Math.random() * 900000);
        session.setAttribute("pendingOtp", otp);
        session.setAttribute("otpIssuedAt", System.currentTimeMillis());
        response.getWriter().print("A one-time code was sent to your phone.");
    }
}
