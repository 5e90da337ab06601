package org.example.bench.web;

import java.io.IOException;
import javax.el.ELProcessor;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-codeelconstbranch")
public class CodeElConstBranch extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = request.getParameter("expr");
        if (param == null) param = "";
        String bar;
        int num = 86;
        if ((7 * 42) - num > 200) bar = "1 + 2";
        else bar = param;
        ELProcessor elp = new ELProcessor();
        response.getWriter().println(elp.eval(bar));
    }
}
