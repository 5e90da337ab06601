package com.vault.forms;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.UUID;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class RandCsrfUuidToken extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String csrf = UUID.randomUUID().toString();
        request.getSession().setAttribute("csrfToken", csrf);
        response.setContentType("text/html");
        PrintWriter out = response.getWriter();
        out.println("<form method='post' action='/transfer'>");
        out.println("<input type='hidden' name='csrf' value='" + csrf + "'>");
        out.println("<input name='amount'><button>Send</button></form>");
    }
}
