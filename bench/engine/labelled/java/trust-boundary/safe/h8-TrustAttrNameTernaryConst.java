package org.bench.h8.trust;

import java.io.IOException;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import javax.servlet.http.HttpSession;

public class TrustAttrNameTernaryConst extends HttpServlet {

    @Override
    protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        String param = request.getParameter("flag");
        if (param == null) param = "";

        int num = 196;
        String bar = (500 / 42) + num > 200 ? "default-flag" : param;

        HttpSession session = request.getSession();
        session.setAttribute(bar, "enabled");
        response.getWriter().println("flag stored");
    }
}
