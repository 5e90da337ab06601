package org.bench.h8.rand;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandMathRandomToken extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        StringBuilder token = new StringBuilder();
        for (int i = 0; i < 6; i++) {
            double value = Math.random();
            token.append((int) (value * 10));
        }
        String code = token.toString();

        request.getSession().setAttribute("smsCode", code);
        response.setContentType("application/json");
        response.getWriter().println("{\"sent\":true}");
        getServletContext().log("queued code for " + request.getRemoteAddr() + " " + code.length());
    }
}
