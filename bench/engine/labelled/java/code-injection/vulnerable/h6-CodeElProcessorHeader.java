package org.example.bench.web;

import java.io.IOException;
import javax.el.ELProcessor;
import javax.servlet.ServletException;
import javax.servlet.annotation.WebServlet;
import javax.servlet.http.HttpServlet;
import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;

@WebServlet(value = "/code-injection-codeelprocessorheader")
public class CodeElProcessorHeader extends HttpServlet {

    private static final long serialVersionUID = 1L;

    @Override
    public void doGet(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        doPost(request, response);
    }

    @Override
    public void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {
        response.setContentType("text/html;charset=UTF-8");
        String param = "";
        if (request.getHeader("X-Expr") != null) param = request.getHeader("X-Expr");
        String bar = new Test().doSomething(request, param);
        ELProcessor elp = new ELProcessor();
        Object value = elp.eval(bar);
        response.getWriter().println(org.owasp.esapi.ESAPI.encoder().encodeForHTML(String.valueOf(value)));
    }

    private class Test {
        public String doSomething(HttpServletRequest request, String param) throws ServletException, IOException {
            String bar = "safe!";
            java.util.HashMap<String, Object> map = new java.util.HashMap<String, Object>();
            map.put("keyA", "a_Value");
            map.put("keyB", param);
            bar = (String) map.get("keyB");
            return bar;
        }
    }
}
