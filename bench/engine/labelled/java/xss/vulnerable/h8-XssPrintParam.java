package org.bench.h8.xss;

import java.io.IOException;
import java.io.PrintWriter;
import javax.servlet.ServletException;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

public class XssPrintParam extends HttpServlet {

    @Override
    protected void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("q");
        if (param == null) param = "";

        String bar = param.length() > 80 ? param.substring(0, 80) : param;
        PrintWriter out = response.getWriter();
        out.print("<h2>Results for ");
        out.print(bar);
        out.print("</h2>");
    }
}
